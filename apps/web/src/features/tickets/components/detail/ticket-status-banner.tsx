import type { TTicketDetail } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RelativeTime } from '../../../../ui/relative-time';
import { viewerKind } from './ticket-actions-model';
import { formatDateTime } from '../../../../lib/format';
import { TicketFileRow } from './ticket-file-row';
import { useFileDownload } from './use-file-download';

/** The engineer's latest question (the note of the last move to waiting for customer). */
function latestQuestion(ticket: TTicketDetail) {
  return [...ticket.events]
    .sort((a, b) => b.at.localeCompare(a.at))
    .find((event) => event.kind === 'status' && event.to === 'waiting_customer');
}

/** The customer's delivered configuration, on top of the page with big Download buttons. */
function Delivered({ ticket }: { ticket: TTicketDetail }) {
  const downloads = useFileDownload(ticket.id);
  const deliverables = ticket.files.filter((file) => file.kind === 'deliverable');
  const accept = ticket.can.transitions.includes('closed');
  const revise = ticket.can.transitions.includes('in_progress');
  return (
    <Alert
      severity="success"
      variant="outlined"
      sx={{ bgcolor: '#f1f8f1', '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
    >
      <AlertTitle sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        Your converted configuration is ready
      </AlertTitle>
      <Typography variant="body2">
        Download it and check it on your FortiGate.
        {accept && ' When it works as expected, choose Accept and close.'}
        {revise &&
          ticket.revisionDeadline &&
          ` If something needs changing, Request a revision until ${formatDateTime(ticket.revisionDeadline)}.`}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}
        aria-label="Delivered files"
      >
        {deliverables.map((file) => (
          <TicketFileRow key={file.id} file={file} downloads={downloads} prominent />
        ))}
      </Box>
    </Alert>
  );
}

/**
 * What the viewer should know or do first in the ticket's state: the customer's delivered
 * configuration or open question; the engineer's next step.
 */
export function TicketStatusBanner({ ticket }: { ticket: TTicketDetail }) {
  const engineer = viewerKind(ticket.can) === 'engineer';
  if (!engineer && ticket.status === 'delivered') return <Delivered ticket={ticket} />;
  if (ticket.status === 'waiting_customer') {
    const question = latestQuestion(ticket);
    if (engineer) {
      return (
        <Alert severity="info">
          Waiting for the customer’s answer
          {question && (
            <>
              {' '}
              since <RelativeTime at={question.at} />
            </>
          )}
          . Their reply puts the ticket back in progress.
        </Alert>
      );
    }
    return (
      <Alert severity="warning" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
        <AlertTitle sx={{ fontWeight: 700 }}>The engineer needs an answer from you</AlertTitle>
        {question?.text && (
          <Typography
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: 'italic', mb: 1 }}
          >
            “{question.text}”
          </Typography>
        )}
        <Typography variant="body2">
          Reply in the conversation below; your answer puts the ticket back in progress.
        </Typography>
      </Alert>
    );
  }
  if (engineer && ticket.status === 'in_progress' && ticket.can.deliver) {
    const delivered = ticket.files.some((file) => file.kind === 'deliverable');
    if (!delivered) {
      return (
        <Alert severity="info">
          Review the conversion below: map the interfaces, tick off its checklist and deliver a run.
          A configuration finished by hand can be attached under Files › Deliverables.
        </Alert>
      );
    }
  }
  if (ticket.status === 'closed' || ticket.status === 'cancelled') {
    return (
      <Alert severity="info" variant="outlined">
        This ticket is {ticket.status}. {engineer ? '' : 'For further changes, open a new ticket.'}
      </Alert>
    );
  }
  return null;
}
