import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../lib/session/use-session';
import { useIsMasterUser } from '../use-is-master-user';
import { AccountInvitations } from './account-invitations';

/**
 * /account/users (issue 20 item 2): where a customer's master user invites people into the
 * account and manages the invitations still pending. Others are told who may.
 */
export function AccountUsersPage() {
  const { state } = useSession();
  const master = useIsMasterUser();
  const account = state.selection.userId ?? '';
  const companyName =
    state.loginAccounts.find((a) => a.user_id === account)?.company_name ??
    state.selection.accountName;
  return (
    <Container
      maxWidth="lg"
      sx={{
        py: { xs: 2, sm: 4 },
        display: 'grid',
        // minmax(0, 1fr): a wide table scrolls inside its box instead of widening the page.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 3,
      }}
    >
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          Users
        </Typography>
        <Typography color="text.secondary">
          {companyName ? `${companyName}, account ${account}. ` : ''}Invite people by e-mail: when
          they sign in with that e-mail, they land in this account with the role you chose.
        </Typography>
      </Box>
      {master && account ? (
        <AccountInvitations account={account} companyName={companyName} canWrite />
      ) : (
        <Alert severity="info">
          Only the account&apos;s master user invites users. Ask them, or your administrator.
        </Alert>
      )}
    </Container>
  );
}
