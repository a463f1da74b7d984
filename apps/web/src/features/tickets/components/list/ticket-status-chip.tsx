import { TICKET_STATUS_LABELS, type TTicketStatus } from '@fwmig/contract';
import Chip from '@mui/material/Chip';

/**
 * One tone per status: a tinted background with dark text of the same hue, each pair above
 * 7:1 contrast, so the colour helps but the label carries the meaning.
 */
export const STATUS_TONES: Record<TTicketStatus, { text: string; background: string }> = {
  submitted: { text: '#0d47a1', background: '#e3f2fd' },
  in_progress: { text: '#4a148c', background: '#f3e5f5' },
  waiting_customer: { text: '#6d4c00', background: '#fff3c4' },
  delivered: { text: '#185a1c', background: '#e8f5e9' },
  closed: { text: '#263238', background: '#eceff1' },
  cancelled: { text: '#5d4037', background: '#f5f5f5' },
};

export interface TTicketStatusChipProps {
  status: TTicketStatus;
}

/** A ticket's status as a small coloured chip with its label. */
export function TicketStatusChip({ status }: TTicketStatusChipProps) {
  const tone = STATUS_TONES[status];
  return (
    <Chip
      size="small"
      label={TICKET_STATUS_LABELS[status]}
      data-status={status}
      sx={{
        color: tone.text,
        bgcolor: tone.background,
        border: 1,
        borderColor: `${tone.text}33`,
        fontWeight: 700,
        maxWidth: '100%',
        // Cancelled tickets read as done with, not as an error.
        ...(status === 'cancelled' ? { borderStyle: 'dashed' } : {}),
      }}
    />
  );
}
