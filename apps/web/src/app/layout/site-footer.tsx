import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConfig } from '../../lib/config-context';

/** spec §2: copyright with the current year, Terms of Service (PDF download), Privacy Policy. */
export function SiteFooter() {
  const { serviceName, termsOfServiceUrl, privacyPolicyUrl } = useConfig();
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
