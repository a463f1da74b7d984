import Box from '@mui/material/Box';
import { FeatureBlurbs } from './feature-blurbs';
import { LandingHero } from './landing-hero';
import { VendorWall } from './vendor-wall';

/** spec §1: the signed-out landing page at /. */
export function LandingPage() {
  return (
    <Box>
      <LandingHero />
      <FeatureBlurbs />
      <VendorWall />
    </Box>
  );
}
