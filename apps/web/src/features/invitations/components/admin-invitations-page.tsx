import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/use-session';
import { AccountInvitations } from './account-invitations';

/**
 * /settings/invitations (issue 20 item 2): an administrator opens an account by its number and
 * sees and manages its pending invitations. The account number lives in the query string, so
 * the admins' account screens can link here (?account=100001).
 */
export function AdminInvitationsPage() {
  const { isReadWriteAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const account = params.get('account') ?? '';
  const [typed, setTyped] = useState(account);
  const open = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    setParams(value ? { account: value } : {});
  };
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
          Invitations
        </Typography>
        <Typography color="text.secondary">
          Invite an e-mail into a customer account with a role. The invitee signs in through the
          portal&apos;s identity provider and lands in that account.
        </Typography>
      </Box>
      <Stack
        component="form"
        onSubmit={open}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Account number"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 64 } }}
          size="small"
          sx={{ minWidth: { sm: 240 } }}
        />
        <Button type="submit" variant="outlined">
          Open account
        </Button>
      </Stack>
      {account && (
        <AccountInvitations key={account} account={account} canWrite={isReadWriteAdmin} />
      )}
    </Container>
  );
}
