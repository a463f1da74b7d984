import { TICKET_STATUS_LABELS, type TSslVpnSettings } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage, hasErrorCode } from '../../../../lib/error-message';
import { LoadingOverlay } from '../../../../ui/loading-overlay';
import { useToast } from '../../../../ui/use-toast';
import { useTicket } from '../../api/get-ticket';
import { useSslVpn } from '../../api/get-sslvpn';
import { useSaveSslVpn } from '../../api/save-sslvpn';
import { useRefreshStaleTicket } from '../detail/use-stale-ticket';
import { parseTicketId } from '../detail/parse-ticket-id';
import { TicketNotFound } from '../detail/ticket-not-found';
import { SslVpnForm } from './sslvpn-form';
import { SslVpnReadOnly } from './sslvpn-read-only';

function isNotFound(error: unknown): boolean {
  return hasErrorCode(error, 'NOT_FOUND');
}

/** The form, or the saved settings when the ticket's can.sslvpn says they can no longer change. */
function SslVpnContent({ id }: { id: number }) {
  const navigate = useNavigate();
  const toast = useToast();
  // The page shows its own failures (not found, a message), not a toast.
  const ticket = useTicket(id, { meta: { silent: true } });
  const sslvpn = useSslVpn(id, { meta: { silent: true } });
  // Settings that can no longer change: the fresh ticket shows them read-only.
  const saveSettings = useSaveSslVpn({ onError: useRefreshStaleTicket(id) });

  const error = ticket.error ?? sslvpn.error;
  if (error) {
    return isNotFound(error) ? (
      <TicketNotFound id={String(id)} />
    ) : (
      <Alert severity="error">{errorMessage(error)}</Alert>
    );
  }
  if (!ticket.data || !sslvpn.data) {
    return (
      <LoadingOverlay loading>
        <Box sx={{ minHeight: 320 }} />
      </LoadingOverlay>
    );
  }

  const save = async (settings: TSslVpnSettings) => {
    await saveSettings.mutateAsync({ id, settings });
    toast.show({ severity: 'success', message: 'SSL VPN settings saved' });
    void navigate(`/ticket/detail/${id}`);
  };

  if (!ticket.data.can.sslvpn) {
    const status = TICKET_STATUS_LABELS[ticket.data.status].toLowerCase();
    return (
      <Stack spacing={2}>
        <Alert severity="info">
          These settings can no longer change: ticket {id} is {status}. SSL VPN settings can be
          changed while a ticket is submitted, in progress or waiting for the customer.
        </Alert>
        <SslVpnReadOnly settings={sslvpn.data.settings} />
      </Stack>
    );
  }
  return (
    <SslVpnForm
      initial={sslvpn.data.settings}
      onSave={save}
      onCancel={() => void navigate(`/ticket/detail/${id}`)}
    />
  );
}

/**
 * /ticket/sslvpnsetting/:careId: the SSL VPN settings the converted configuration of a ticket
 * should carry (FortiOS `config vpn ssl settings`).
 */
export function SslVpnSettingPage() {
  const { careId = '' } = useParams<{ careId: string }>();
  const id = parseTicketId(careId);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <Box component="header">
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            SSL VPN settings
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            For{' '}
            <Link component={RouterLink} to={`/ticket/detail/${careId}`}>
              Ticket {careId}
            </Link>
            : what the converted configuration’s SSL VPN should look like on the FortiGate.
          </Typography>
        </Box>
        {id === null ? (
          <TicketNotFound id={careId} message={`“${careId}” is not a ticket number.`} />
        ) : (
          <SslVpnContent id={id} />
        )}
      </Stack>
    </Container>
  );
}
