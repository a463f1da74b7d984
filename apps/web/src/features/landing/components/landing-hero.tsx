import { SSO_AUTHENTICATE_PATH, TARGET_PLATFORM } from '@fwmig/contract';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConfig } from '../../../lib/config-context';

/** spec §1: title with the service name, tagline, response promise and the learn-more link. */
export function LandingHero() {
  const { serviceName, learnMoreUrl } = useConfig();
  return (
    <Box
      component="section"
      aria-labelledby="landing-title"
      sx={{
        background: 'linear-gradient(180deg, #e3eefb 0%, #f7f9fc 100%)',
        pt: { xs: 6, md: 10 },
        pb: { xs: 3, md: 5 },
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Box component="hgroup" sx={{ mb: 3 }}>
          <Typography
            id="landing-title"
            variant="h1"
            sx={{
              fontSize: { xs: '2.25rem', md: '3.25rem' },
              fontWeight: 700,
              color: 'primary.dark',
              mb: 2,
            }}
          >
            {serviceName}
          </Typography>
          <Typography
            component="p"
            variant="h5"
            color="text.secondary"
            sx={{ fontSize: { xs: '1.15rem', md: '1.5rem' } }}
          >
            Your firewall rules, moved to {TARGET_PLATFORM.os}: automated, fast and validated.
          </Typography>
        </Box>
        <Typography sx={{ maxWidth: 620, mx: 'auto', mb: 4, fontSize: '1.05rem' }}>
          Upload the configuration of your current firewall and get a {TARGET_PLATFORM.os}{' '}
          configuration back for your {TARGET_PLATFORM.product}. You get an initial response within{' '}
          <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
            1 Business Day
          </Box>
          .
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <Button href={SSO_AUTHENTICATE_PATH} variant="contained" size="large">
            Start a migration
          </Button>
          <Button
            href={learnMoreUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="large"
            endIcon={<OpenInNewIcon aria-hidden />}
          >
            Learn more about {TARGET_PLATFORM.product}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
