import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConfig } from '../../lib/config-context';
import { useSoftwareVersion } from '../api/get-software-version';

/** "Version 1.4, patch 2" (no patch part when the server names none). */
export function versionText({ sw_version, patch }: { sw_version: string; patch: string }) {
  return patch ? `Version ${sw_version}, patch ${patch}` : `Version ${sw_version}`;
}

/**
 * spec §2: copyright with the current year, Terms of Service (PDF download), Privacy Policy;
 * spec §3: the software version info (sw_version and patch) the server serves.
 */
export function SiteFooter() {
  const { serviceName, termsOfServiceUrl, privacyPolicyUrl } = useConfig();
  const version = useSoftwareVersion().data;
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3 }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          © {year} {serviceName}. All rights reserved.
          {version && (
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {versionText(version)}
            </Typography>
          )}
        </Typography>
        <Stack component="nav" aria-label="Legal" direction="row" spacing={3}>
          <Link href={termsOfServiceUrl} download variant="body2" underline="hover">
            Terms of Service
          </Link>
          <Link href={privacyPolicyUrl} variant="body2" underline="hover">
            Privacy Policy
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
