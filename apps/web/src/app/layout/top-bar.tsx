import { SSO_AUTHENTICATE_PATH } from '@fwmig/contract';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../lib/session/use-session';
import { useAccountCreationUrl } from '../../lib/session/use-account-creation-url';
import { useConfig } from '../../lib/config-context';

// The signed-in menus (and the table kit the OU tree and role dialog use) load only after
// sign-in: the landing page stays light.
const SignedInBar = lazy(() =>
  import('./signed-in-bar').then((module) => ({ default: module.SignedInBar })),
);

/**
 * spec §2: the app bar, titled with the service name; signed out it offers LOGIN and CREATE
 * ACCOUNT, signed in the links and menus of SignedInBar.
 */
export function TopBar() {
  const { serviceName } = useConfig();
  const { signedIn } = useSession();
  const accountCreationUrl = useAccountCreationUrl();
  return (
    <AppBar component="header" position="sticky" elevation={0}>
      <Toolbar
        sx={{
          gap: { xs: 0.5, sm: 2 },
          px: { xs: 1.5, sm: 3 },
          // Signed in on a phone, the menus wrap under the title instead of overflowing.
          flexWrap: { xs: 'wrap', md: 'nowrap' },
          py: { xs: 0.5, md: 0 },
        }}
      >
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          noWrap
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minWidth: 0,
            mr: 'auto',
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 700,
            fontSize: { xs: '1.05rem', sm: '1.25rem' },
          }}
        >
          <SwapHorizIcon aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
          <span>{serviceName}</span>
        </Typography>
        {signedIn ? (
          <Suspense fallback={null}>
            <SignedInBar />
          </Suspense>
        ) : (
          <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ flexShrink: 0 }}>
            {/* spec §2: the labels are upper case as written; LOGIN starts single sign-on (§4). */}
            <Button
              href={SSO_AUTHENTICATE_PATH}
              color="inherit"
              size="small"
              sx={{ px: { xs: 1, sm: 2 } }}
            >
              LOGIN
            </Button>
            <Button
              href={accountCreationUrl}
              variant="contained"
              size="small"
              sx={{
                px: { xs: 1, sm: 2 },
                bgcolor: 'common.white',
                color: 'primary.dark',
                '&:hover': { bgcolor: 'grey.100' },
              }}
            >
              CREATE ACCOUNT
            </Button>
          </Stack>
        )}
      </Toolbar>
    </AppBar>
  );
}
