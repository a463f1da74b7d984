import Chip from '@mui/material/Chip';
import { REPORT_STATUS_LOOKS, type TReportStatus } from '../report-statuses';

/** What became of one source object, as a small tinted chip. */
export function ReportStatusChip({ status }: { status: TReportStatus }) {
  const look = REPORT_STATUS_LOOKS[status];
  return (
    <Chip
      size="small"
      label={look.label}
      sx={{ color: look.fg, bgcolor: look.bg, fontWeight: 700, border: 1, borderColor: look.fg }}
    />
  );
}
