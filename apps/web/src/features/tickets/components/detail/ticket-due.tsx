import type { TTicketDetail } from '@fwmig/contract';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ReportIcon from '@mui/icons-material/ReportOutlined';
import Chip from '@mui/material/Chip';
import { formatDateTime, formatRelative } from '../../../../lib/format';

type TDue = Pick<TTicketDetail, 'status' | 'dueAt' | 'firstResponseAt' | 'overdue'>;

/** A narrow screen wraps the promise inside its chip rather than cut it (issue 23 item 4). */
const WRAPPING = {
  height: 'auto',
  minHeight: 32,
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
} as const;

/**
 * The initial-response promise (one business day, spec §1): overdue, or due by when. Once an
 * engineer has answered, or the ticket is over, there is nothing to show.
 */
export function TicketDue({ ticket, engineer }: { ticket: TDue; engineer: boolean }) {
  if (ticket.status === 'closed' || ticket.status === 'cancelled') return null;
  if (ticket.firstResponseAt !== null) return null;
  const due = formatDateTime(ticket.dueAt);
  if (ticket.overdue) {
    return (
      <Chip
        icon={<ReportIcon />}
        color="error"
        label={
          engineer
            ? `Overdue: response was due ${formatRelative(ticket.dueAt)}`
            : 'Response delayed'
        }
        title={`First response was due by ${due}`}
        sx={{ ...WRAPPING, fontWeight: 700 }}
      />
    );
  }
  return (
    <Chip
      icon={<AccessTimeIcon />}
      variant="outlined"
      label={engineer ? `Response due ${formatRelative(ticket.dueAt)}` : `First response by ${due}`}
      title={`First response due by ${due}`}
      sx={WRAPPING}
    />
  );
}
