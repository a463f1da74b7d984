import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The overview's Onboarding section (issue 20): invitations into accounts and the mail outbox. */
export function OnboardingLinks() {
  return (
    <Box component="section" aria-labelledby="settings-onboarding">
      <Typography id="settings-onboarding" variant="h5" component="h2" gutterBottom>
        Invitations and mail
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Invite e-mails into customer accounts, and read the mail the portal sent: without SMTP it is
        kept here with its links.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" component={RouterLink} to="/settings/invitations">
          Invitations
        </Button>
        <Button variant="outlined" component={RouterLink} to="/settings/mail">
          Mail
        </Button>
      </Stack>
    </Box>
  );
}
