import type { TAccountDetail } from '@fwmig/contract';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { DataTable } from '../../../ui/data-table/data-table';
import type { TColumnSetting } from '../../../ui/data-table/table-types';
import { ModalDialog } from '../../../ui/modal-dialog';
import { roleRows, type TRoleRow } from '../utils/role-rows';
import { OrgNodeName } from './org-node-name';
import {
  ROLE_TABLE_LABEL,
  SELECT_ROLE_LABEL,
  SWITCH_ROLES_DIALOG_WIDTH,
  SWITCH_ROLES_TITLE,
} from './top-bar-labels';

export interface TSwitchRolesDialogProps {
  open: boolean;
  /** The accounts (roles) the user may act as, each with its organisation trees. */
  accounts: readonly TAccountDetail[];
  /** Called with the account of the row whose Select button was pressed. */
  onPick: (account: TAccountDetail) => void;
  /** Called by Cancel and Escape. */
  onClose: () => void;
}

/**
 * The Switch Roles dialog (spec §2): titled "Select a Role to Proceed", 800 px wide (spec §9),
 * with a searchable table of accounts whose rows open onto their organisation trees. Only
 * account rows can be picked; there is no Done button.
 */
export function SwitchRolesDialog({ open, accounts, onPick, onClose }: TSwitchRolesDialogProps) {
  const rows = useMemo(() => roleRows(accounts), [accounts]);
  const columns = useMemo<TColumnSetting<TRoleRow>[]>(
    () => [
      {
        field: 'name',
        header: 'Company',
        defaultWidth: 230,
        render: (row) => <OrgNodeName type={row.type} name={row.name} />,
      },
      { field: 'userId', header: 'System ID', defaultWidth: 120 },
      { field: 'role', header: 'Role', defaultWidth: 140 },
      { field: 'description', header: 'Description', defaultWidth: 150 },
      {
        columnId: 'select',
        header: 'Action',
        defaultWidth: 90,
        resizable: false,
        align: 'center',
        render: ({ account }) =>
          account && (
            <Button
              size="small"
              variant="outlined"
              aria-label={`${SELECT_ROLE_LABEL} ${account.accountCompany}, system ID ${account.accountId}`}
              onClick={() => onPick(account)}
            >
              {SELECT_ROLE_LABEL}
            </Button>
          ),
      },
    ],
    [onPick],
  );

  return (
    <ModalDialog
      open={open}
      title={SWITCH_ROLES_TITLE}
      width={SWITCH_ROLES_DIALOG_WIDTH}
      hideDone
      onCancel={onClose}
    >
      <DataTable label={ROLE_TABLE_LABEL} rows={rows} columns={columns} tree searchable />
    </ModalDialog>
  );
}
