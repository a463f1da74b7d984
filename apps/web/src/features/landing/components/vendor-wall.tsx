import { TARGET_PLATFORM } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useVendors } from '../api/get-vendors';

const GRID = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 168px), 1fr))',
} as const;

/** The supported firewalls of the vendor catalogue (spec §1, served at /api/vendors). */
export function VendorWall() {
  const vendors = useVendors();
  const shown = vendors.data?.filter((vendor) => vendor.showFirewall) ?? [];
  return (
    <Box
      component="section"
      aria-labelledby="vendors-title"
      sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 7 } }}
    >
      <Container maxWidth="lg">
        <Typography
          id="vendors-title"
          variant="h2"
          sx={{ fontSize: '1.75rem', fontWeight: 700, textAlign: 'center', mb: 1 }}
        >
          Supported firewalls
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
          Bring the configuration of any of these firewalls; you get it back for{' '}
          {TARGET_PLATFORM.os}.
        </Typography>
        {vendors.isPending && (
          <Box
            sx={GRID}
            role="progressbar"
            aria-busy="true"
            aria-label="Loading the supported firewalls"
          >
            {Array.from({ length: 12 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={58} />
            ))}
          </Box>
        )}
        {vendors.isError && (
          <Typography role="alert" color="text.secondary" sx={{ textAlign: 'center' }}>
            The list of supported firewalls could not be loaded. Reload the page to try again.
          </Typography>
        )}
        <Box component="ul" sx={GRID} hidden={!vendors.isSuccess}>
          {shown.map((vendor) => (
            <Box
              component="li"
              key={vendor.key}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
              }}
            >
              <img src={vendor.logo} alt={vendor.label} width={40} height={40} loading="lazy" />
              {/* The logo's alt text already names the vendor for screen readers. */}
              <Typography aria-hidden variant="body2" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
                {vendor.label}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
