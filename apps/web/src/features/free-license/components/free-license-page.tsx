import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { EmptyState } from '../../../ui/empty-state';
import { LoadingOverlay } from '../../../ui/loading-overlay';
import { useCreatableDevices } from '../../tickets/api/get-creatable-devices';
import { FreeLicenseBanner } from './free-license-banner';
import { FreeLicenseForm } from './free-license-form';

/** What the page shows under its banner: the form once the account's devices are known. */
function DevicesBody({ sn }: { sn: string | undefined }) {
  // spec §9: every device of the account (skip 0, limit 100000).
  const devices = useCreatableDevices();
  if (devices.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void devices.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(devices.error)}
      </Alert>
    );
  }
  if (!devices.data) {
    return (
      <LoadingOverlay loading>
        <Box sx={{ minHeight: 240 }} />
      </LoadingOverlay>
    );
  }
  if (devices.data.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState text="No target devices are registered to this account yet." />
      </Paper>
    );
  }
  return <FreeLicenseForm devices={devices.data} sn={sn} />;
}

/**
 * /free-license/:sn? (spec §2): claim the one free conversion licence of a target device. The
 * serial and the agreement are both required (spec §5) before going on to the ticket form.
 */
export function FreeLicensePage() {
  const { sn } = useParams<{ sn?: string }>();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 4 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            Free conversion licence
          </Typography>
          <Typography color="text.secondary">
            Convert one configuration for a FortiGate at no cost.
          </Typography>
        </Box>
        <FreeLicenseBanner />
        <DevicesBody sn={sn} />
      </Stack>
    </Container>
  );
}
