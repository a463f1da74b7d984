import type { TOrganisation } from '@fwmig/contract';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useMemo, useState, type MouseEvent } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import type { TColumnSetting } from '../../../ui/data-table/table-types';
import { EllipsisText } from '../../../ui/ellipsis-text';
import { orgTreeRows, type TMemberAccount, type TOrgTreeRow } from '../utils/org-tree';
import { OrgNodeName } from './org-node-name';
import { OU_TREE_LABEL } from './top-bar-labels';

/** An OU account picked in the tree, with its organisation. */
export interface TOuPick {
  org: TOrganisation;
  account: TMemberAccount;
}

export interface TOuTreeMenuProps {
  /** The user's organisations (orgDetailList). */
  organisations: readonly TOrganisation[];
  /** The chosen OU account's name; nothing shows without one (spec §2). */
  currentName?: string;
  /** Selects the OU account; a rejection is logged and the tree closes (spec §4). */
  onPick: (pick: TOuPick) => Promise<void>;
  /** In the phone's header menu the button says what it opens, beside its icon (issue 23). */
  labelled?: boolean;
}

/**
 * The current OU account's name and the OU tree dropdown (spec §2 "Top bar (signed in)"): a
 * searchable tree ORG → ORG_UNIT → OU_ACCOUNT in which only OU accounts can be picked. The
 * search is case-insensitive over names and descriptions and keeps the ancestors of matches
 * (spec §4 "Tree search").
 */
export function OuTreeMenu(props: TOuTreeMenuProps) {
  const { organisations, currentName, onPick, labelled = false } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [picking, setPicking] = useState(false);
  const popoverId = useId();
  const open = anchor !== null;
  const rows = useMemo(() => orgTreeRows(organisations), [organisations]);

  const pick = async (org: TOrganisation, account: TMemberAccount) => {
    setPicking(true);
    try {
      await onPick({ org, account });
    } catch (error) {
      // spec §4: a failed pick only logs and closes the menu.
      console.error('Selecting the OU account failed', error);
    } finally {
      setPicking(false);
      setAnchor(null);
    }
  };

  const columns: TColumnSetting<TOrgTreeRow>[] = [
    {
      field: 'name',
      header: 'Name',
      defaultWidth: 320,
      render: (row) => {
        const { account } = row;
        return (
          <OrgNodeName
            type={row.type}
            name={row.name}
            disabled={picking}
            onPick={account ? () => void pick(row.org, account) : undefined}
          />
        );
      },
    },
    { field: 'description', header: 'Description', defaultWidth: 240 },
  ];

  const opener = {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? popoverId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;
  return (
    <Box
      sx={
        labelled
          ? { display: 'flex', flexDirection: 'column', minWidth: 0 }
          : { display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }
      }
    >
      {labelled ? (
        <Button color="inherit" startIcon={<AccountTreeIcon aria-hidden />} {...opener}>
          {OU_TREE_LABEL}
        </Button>
      ) : (
        currentName && (
          <Box sx={{ minWidth: 0, maxWidth: 220 }}>
            <EllipsisText text={currentName} />
          </Box>
        )
      )}
      {labelled && currentName && (
        // The account the tree has chosen, under the button that changes it.
        <Box sx={{ minWidth: 0, pl: 5, pr: 1, typography: 'body2', color: 'text.secondary' }}>
          <EllipsisText text={currentName} />
        </Box>
      )}
      {!labelled && (
        <IconButton color="inherit" aria-label={OU_TREE_LABEL} {...opener}>
          <AccountTreeIcon />
        </IconButton>
      )}
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: popoverId,
            role: 'dialog',
            'aria-label': OU_TREE_LABEL,
            sx: { width: 640, maxWidth: 'calc(100% - 32px)', maxHeight: 480, p: 1.5 },
          },
        }}
      >
        <DataTable
          label={OU_TREE_LABEL}
          rows={rows}
          columns={columns}
          tree
          searchable
          loading={picking}
        />
      </Popover>
    </Box>
  );
}
