import type { TAccountDetail, TLoginAccount } from '@fwmig/contract';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../ui/data-table/data-table';
import type { TColumnSetting } from '../../../ui/data-table/table-types';
import { LoadingOverlay } from '../../../ui/loading-overlay';
import { useLoginAccounts } from '../../../lib/session/api/get-login-accounts';
import { useRoleOrgNodes } from '../../../lib/session/api/get-user-org-node';
import { chooseAccount, switchRole } from '../../../lib/session/session-flow';
import { sessionDeps } from '../../../lib/session/session-start';
import { useSession } from '../../../lib/session/use-session';
import { AccountChooser } from './account-chooser';

interface TRoleRow {
  id: string;
  company: string;
  systemId: string;
  role: string | null;
  detail: TAccountDetail;
}

const ROLE_COLUMNS: TColumnSetting<TRoleRow>[] = [
  { field: 'company', header: 'Company', sortable: true, defaultWidth: 260 },
  { field: 'systemId', header: 'System ID', sortable: true, defaultWidth: 140 },
  { field: 'role', header: 'Role', sortable: true, defaultWidth: 200 },
];

/** IDP variant (spec §2): the accounts the IdP roles grant, each with its role. */
function IdpRolePicker() {
  const orgs = useRoleOrgNodes();
  const rows: TRoleRow[] = (orgs.data?.accountDetailList ?? []).map((detail) => ({
    id: `${detail.accountId}/${detail.userId}`,
    company: detail.accountCompany,
    systemId: detail.accountId,
    role: detail.idpRoleName,
    detail,
  }));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Select a role
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your identity provider grants you these roles. Choose the account to work in.
      </Typography>
      <DataTable
        label="Roles"
        rows={rows}
        columns={[
          ...ROLE_COLUMNS,
          {
            columnId: 'select',
            header: 'Select',
            resizable: false,
            defaultWidth: 110,
            render: (row) => (
              <Button
                size="small"
                variant="outlined"
                onClick={() => void switchRole(sessionDeps(), row.detail)}
              >
                Select
              </Button>
            ),
          },
        ]}
        searchable
        loading={orgs.isLoading}
      />
    </Paper>
  );
}

/** Default variant: the account chooser of spec §2. */
function AccountPicker() {
  const { state } = useSession();
  const accounts = useLoginAccounts({
    initialData: state.loginAccounts.length > 0 ? state.loginAccounts : undefined,
  });
  if (!accounts.data)
    return (
      <LoadingOverlay loading>
        <div style={{ minHeight: 240 }} />
      </LoadingOverlay>
    );
  return (
    <AccountChooser
      email={state.token.userEmail ?? ''}
      accounts={accounts.data}
      currentUserId={state.selection.chosen ? state.selection.userId : undefined}
      currentSubUserId={state.selection.chosen ? state.selection.subUserId : undefined}
      onChoose={(account: TLoginAccount) => void chooseAccount(sessionDeps(), account)}
    />
  );
}

/**
 * /selection/ouaccount and /selection/subuser (spec §2): the IDP variant for IdP logins, the
 * account chooser otherwise; a loading indicator while the user info loads.
 */
export function SelectionPage({ variant }: { variant: 'ouaccount' | 'subuser' }) {
  const { state } = useSession();
  const idp = variant === 'ouaccount' && state.token.loginType === 'IDP';
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <LoadingOverlay loading={state.phase === 'resolving'}>
        {idp ? <IdpRolePicker /> : <AccountPicker />}
      </LoadingOverlay>
    </Container>
  );
}
