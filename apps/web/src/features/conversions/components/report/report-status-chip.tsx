import { TintedChip } from '../../../../ui/tinted-chip';
import { REPORT_STATUS_LOOKS, type TReportStatus } from '../report-statuses';

/** What became of one source object, as a small tinted chip. */
export function ReportStatusChip({ status }: { status: TReportStatus }) {
  const look = REPORT_STATUS_LOOKS[status];
  return <TintedChip look={look} label={look.label} size="small" />;
}
