import { TICKET_STATUSES, TICKET_STATUS_LABELS, type TTicketStatus } from '@fwmig/contract';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { STATUS_TONES } from './ticket-status-chip';

export interface TStatusFilterChipsProps {
  /** The chosen statuses; none means every status. */
  value: readonly TTicketStatus[];
  onChange: (status: TTicketStatus[]) => void;
}

/** One toggle chip per status: pressed chips take the status colour and a check mark. */
export function StatusFilterChips({ value, onChange }: TStatusFilterChipsProps) {
  const labelId = useId();
  const toggle = (status: TTicketStatus) =>
    onChange(
      value.includes(status)
        ? value.filter((chosen) => chosen !== status)
        : TICKET_STATUSES.filter((known) => known === status || value.includes(known)),
    );
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
        Status
      </Typography>
      {TICKET_STATUSES.map((status) => {
        const pressed = value.includes(status);
        const tone = STATUS_TONES[status];
        return (
          <Chip
            key={status}
            label={TICKET_STATUS_LABELS[status]}
            size="small"
            variant={pressed ? 'filled' : 'outlined'}
            icon={pressed ? <CheckIcon /> : undefined}
            aria-pressed={pressed}
            onClick={() => toggle(status)}
            sx={
              pressed
                ? {
                    color: tone.text,
                    bgcolor: tone.background,
                    border: 1,
                    borderColor: tone.text,
                    fontWeight: 700,
                    '& .MuiChip-icon': { color: tone.text },
                    '&:hover, &.Mui-focusVisible': {
                      bgcolor: tone.background,
                      filter: 'brightness(0.96)',
                    },
                  }
                : { bgcolor: 'background.paper' }
            }
          />
        );
      })}
    </Box>
  );
}
