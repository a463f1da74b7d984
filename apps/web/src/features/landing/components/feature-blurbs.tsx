import { TARGET_PLATFORM } from '@fwmig/contract';
import AutoModeIcon from '@mui/icons-material/AutoMode';
import BoltIcon from '@mui/icons-material/Bolt';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../ui/visually-hidden';

type TBlurb = { title: string; icon: ReactNode; text: string };

const { os, product } = TARGET_PLATFORM;

// spec §1: exactly three blurbs, Automated, Accelerate and Secure.
const BLURBS: TBlurb[] = [
  {
    title: 'Automated',
    icon: <AutoModeIcon />,
    text: `Automated migration of firewall configurations from many vendors to ${os}. Interfaces, addresses, services, policies, NAT, routes and VPNs are converted for you, with a report on every object.`,
  },
  {
    title: 'Accelerate',
    icon: <BoltIcon />,
    text: 'Cut a migration from weeks of rewriting rules by hand to days. The conversion runs in minutes and our engineers take it from there.',
  },
  {
    title: 'Secure',
    icon: <VerifiedUserIcon />,
    text: `Converted configurations are validated on the target platform, ${product} running ${os}, in our lab before they reach you. Your files stay private to your account.`,
  },
];

/** spec §1: the three feature blurbs of the landing page. */
export function FeatureBlurbs() {
  return (
    <Container
      component="section"
      aria-labelledby="features-title"
      maxWidth="lg"
      sx={{ pt: { xs: 3, md: 4 }, pb: { xs: 5, md: 7 } }}
    >
      <Typography id="features-title" variant="h2" sx={visuallyHidden}>
        Features
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {BLURBS.map((blurb) => (
          <Box
            component="li"
            key={blurb.title}
            sx={{
              p: 3,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <Box
              aria-hidden
              sx={{
                display: 'inline-flex',
                p: 1.25,
                mb: 2,
                borderRadius: '50%',
                color: 'primary.main',
                bgcolor: '#e3eefb',
              }}
            >
              {blurb.icon}
            </Box>
            <Typography variant="h3" sx={{ fontSize: '1.35rem', fontWeight: 700, mb: 1 }}>
              {blurb.title}
            </Typography>
            <Typography color="text.secondary">{blurb.text}</Typography>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
