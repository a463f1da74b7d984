import type { TChecklistStatus } from '@fwmig/contract';
import { TintedChip } from '../../../../ui/tinted-chip';
import { ReportStatusChip } from '../report/report-status-chip';
import { VERDICT_LOOKS } from '../verification/verdict-looks';

/** A checklist item's status: a report status, or a rule the verifier found widened (issue 17). */
export function ChecklistStatusChip({ status }: { status: TChecklistStatus }) {
  if (status !== 'widened') return <ReportStatusChip status={status} />;
  const look = VERDICT_LOOKS.widened;
  return <TintedChip look={look} label="Widened rule" size="small" data-status="widened" />;
}
