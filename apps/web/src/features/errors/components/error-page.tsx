import type { TLoginType } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConfig } from '../../../lib/config-context';
import { useAccountCreationUrl } from '../../../lib/session/use-account-creation-url';
import { errorContent } from './error-texts';
import { LoginInfoBox, type TLoginInfo } from './login-info-box';

export interface TErrorPageProps {
  /** The error type from the route, e.g. NO_ACCOUNT; unknown types get the generic text. */
  type: string;
  loginType?: TLoginType;
  /** The signed-in account; without it the login information box is left out. */
  loginInfo?: TLoginInfo;
  /** spec §2: "Select Another Account" is shown only when this is given. */
  onClose?: () => void;
  onSignOut?: () => void;
}

/**
 * The page a blocked sign-in ends on (spec §2 "Error page layout", §8 "Error catalogue"): a
 * "Login Blocked" banner, the type's heading and explanation, the login information box and
 * the ways out (another account, sign out, or for NO_ACCOUNT creating one).
 */
export function ErrorPage({ type, loginType, loginInfo, onClose, onSignOut }: TErrorPageProps) {
  const { serviceName, providerName } = useConfig();
  const accountCreationUrl = useAccountCreationUrl();
  const { title, paragraphs } = errorContent(type, { serviceName, providerName }, loginType);
  const showCreateAccount = type === 'NO_ACCOUNT';

  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', overflow: 'hidden' }}>
        <Alert severity="error" variant="filled" sx={{ borderRadius: 0 }}>
          <AlertTitle sx={{ mb: 0 }}>Login Blocked</AlertTitle>
        </Alert>
        <Stack spacing={2} sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {paragraphs.map((paragraph) => (
            <Typography key={paragraph}>{paragraph}</Typography>
          ))}
          {loginInfo && <LoginInfoBox info={loginInfo} />}
          {(showCreateAccount || onClose || onSignOut) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 1 }}>
              {showCreateAccount && (
                // The main way out when there is no other account to select.
                <Button href={accountCreationUrl} variant={onClose ? 'outlined' : 'contained'}>
                  Create an account
                </Button>
              )}
              {onClose && (
                // spec §2 (S2-73): the text as written, not upper-cased by the theme.
                <Button variant="contained" onClick={onClose} sx={{ textTransform: 'none' }}>
                  Select Another Account
                </Button>
              )}
              {onSignOut && (
                <Button variant="text" onClick={onSignOut}>
                  Sign Out
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
