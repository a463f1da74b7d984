import type { TDevice } from '@fwmig/contract';
import RedeemIcon from '@mui/icons-material/Redeem';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../../../ui/empty-state';
import { useCreatableDevices } from '../../api/get-creatable-devices';
import { FormLoadError, FormLoading } from './form-page-states';
import { TicketCreateForm } from './ticket-create-form';

/** spec §2: the free-license page opens this page with `{ isFreeLicense: true }` as state. */
function isFreeLicenceState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { isFreeLicense?: unknown }).isFreeLicense === true
  );
}

/** The device of the address among those a ticket may be created for. */
function deviceOf(devices: readonly TDevice[], sn: string | undefined) {
  const wanted = sn?.trim().toUpperCase();
  return wanted ? devices.find((device) => device.sn.toUpperCase() === wanted) : undefined;
}

function CreateBody({ sn, freeLicence }: { sn: string | undefined; freeLicence: boolean }) {
  const devices = useCreatableDevices();
  if (devices.isError) {
    return <FormLoadError error={devices.error} onRetry={() => void devices.refetch()} />;
  }
  if (!devices.data) return <FormLoading />;
  const creatable = devices.data.filter((device) => device.creatable);
  if (creatable.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState text="No device of this account can have a ticket yet." />
      </Paper>
    );
  }
  const device = deviceOf(creatable, sn);
  const isFreeLicense = freeLicence && device !== undefined;
  return (
    <Stack spacing={3}>
      {sn && !device && (
        <Alert severity="warning">
          {sn} is not a device of this account that a ticket can be created for. Choose one below.
        </Alert>
      )}
      {isFreeLicense && (
        <Alert severity="success" icon={<RedeemIcon />}>
          <AlertTitle>Free licence</AlertTitle>
          This ticket uses the free conversion licence of {device.sn}: no purchased licence is
          needed.{' '}
          <Link component={RouterLink} to={`/free-license/${encodeURIComponent(device.sn)}`}>
            Change device
          </Link>
        </Alert>
      )}
      <TicketCreateForm
        // A new address (another device, with or without the free licence) starts a new form.
        key={`${device?.sn ?? ''}/${String(isFreeLicense)}`}
        devices={creatable}
        sn={device?.sn ?? null}
        isFreeLicense={isFreeLicense}
      />
    </Stack>
  );
}

/**
 * /ticket/create/:sn? (spec §2): a conversion request for a target device, preselected from the
 * address. Coming from the free-license page, the ticket uses that device's free licence.
 */
export function TicketCreatePage() {
  const { sn } = useParams<{ sn?: string }>();
  const location = useLocation();
  const freeLicence = Boolean(sn) && isFreeLicenceState(location.state);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 4 } }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h4" component="h1">
            Create a ticket
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Tell us what to convert: an engineer answers within one business day.
          </Typography>
        </div>
        <CreateBody sn={sn} freeLicence={freeLicence} />
      </Stack>
    </Container>
  );
}
