import { SSO_AUTHENTICATE_PATH } from '@fwmig/contract';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConfig } from '../../../lib/config-context';

/** The page's heading, also what tests and the journey look for. */
export const REGISTRATION_TITLE = 'Create an account';

/**
 * /register: where CREATE ACCOUNT leads when the portal signs in through an external IdP
 * (SAML_IDP_METADATA; with the built-in IdP, /idp/register is its registration form). Accounts
 * are then opened by invitation: the page says so and how to ask for one, and offers LOGIN.
 */
export function RegistrationPage() {
  const { serviceName, providerName } = useConfig();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {REGISTRATION_TITLE}
          </Typography>
          <Typography>
            Accounts for the {serviceName} Service Portal are opened by invitation: this portal
            signs in through your organisation&apos;s identity provider, so there is no
            self-registration here.
          </Typography>
          <Typography>
            To get an account, contact your {providerName} representative or the person who manages
            your company&apos;s {providerName} account. Once your account is open you receive an
            invitation to sign in. Already have an account? Use LOGIN.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 1 }}>
            <Button href={SSO_AUTHENTICATE_PATH} variant="contained">
              LOGIN
            </Button>
            <Button href="/" variant="text">
              Home
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
