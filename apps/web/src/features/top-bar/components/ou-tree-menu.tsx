import type { TOrganisation } from '@fwmig/contract';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useMemo, useState } from 'react';
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
}

/**
 * The current OU account's name and the OU tree dropdown (spec §2 "Top bar (signed in)"): a
 * searchable tree ORG → ORG_UNIT → OU_ACCOUNT in which only OU accounts can be picked. The
 * search is case-insensitive over names and descriptions and keeps the ancestors of matches
 * (spec §4 "Tree search").
 */
export function OuTreeMenu({ organisations, currentName, onPick }: TOuTreeMenuProps) {
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

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      {currentName && (
        <Box sx={{ minWidth: 0, maxWidth: 220 }}>
          <EllipsisText text={currentName} />
        </Box>
      )}
      <IconButton
        color="inherit"
        aria-label={OU_TREE_LABEL}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountTreeIcon />
      </IconButton>
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
