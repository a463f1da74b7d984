import { TICKET_STATUS_LABELS } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTicket } from '../../api/get-ticket';
import { FormLoadError, FormLoading } from './form-page-states';
import { TicketEditForm } from './ticket-edit-form';

/** A positive whole ticket number, or null. */
function ticketNumber(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw !== undefined && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function EditBody({ id }: { id: number }) {
  const ticket = useTicket(id);
  if (ticket.isError) {
    return <FormLoadError error={ticket.error} onRetry={() => void ticket.refetch()} />;
  }
  if (!ticket.data) return <FormLoading />;
  if (!ticket.data.can.edit) {
    return (
      <Alert severity="info">
        Ticket {id} is {TICKET_STATUS_LABELS[ticket.data.status].toLowerCase()} and can no longer be
        edited.{' '}
        <Link component={RouterLink} to={`/ticket/detail/${id}`}>
          Back to ticket {id}
        </Link>
      </Alert>
    );
  }
  return <TicketEditForm key={id} ticket={ticket.data} />;
}

/** /ticket/edit/:id (spec §2): change a ticket's request while the ticket allows it. */
export function TicketEditPage() {
  const { id: raw } = useParams<{ id: string }>();
  const id = ticketNumber(raw);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 4 } }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          Edit ticket {raw}
        </Typography>
        {id === null ? (
          <Alert severity="warning">
            “{raw}” is not a ticket number.{' '}
            <Link component={RouterLink} to="/tickets">
              See your tickets
            </Link>
          </Alert>
        ) : (
          <EditBody id={id} />
        )}
      </Stack>
    </Container>
  );
}
