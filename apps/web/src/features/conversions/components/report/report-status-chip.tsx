import type { TRunDetail } from '@fwmig/contract';
import Chip from '@mui/material/Chip';

type TStatus = NonNullable<TRunDetail['report']>['entries'][number]['status'];

export const REPORT_STATUS_LOOKS: Record<TStatus, { label: string; fg: string; bg: string }> = {
  converted: { label: 'Converted', fg: '#1b5e20', bg: '#e8f5e9' },
  partial: { label: 'Partial', fg: '#7a4a00', bg: '#fff3e0' },
  unsupported: { label: 'Unsupported', fg: '#b71c1c', bg: '#ffebee' },
  ignored: { label: 'Ignored', fg: '#37474f', bg: '#eceff1' },
  unrecognised: { label: 'Unrecognised', fg: '#6a1b9a', bg: '#f3e5f5' },
};

/** What became of one source object, as a small tinted chip. */
export function ReportStatusChip({ status }: { status: TStatus }) {
  const look = REPORT_STATUS_LOOKS[status];
  return (
    <Chip
      size="small"
      label={look.label}
      sx={{ color: look.fg, bgcolor: look.bg, fontWeight: 700, border: 1, borderColor: look.fg }}
    />
  );
}
