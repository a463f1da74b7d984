import type { TPartialEffect } from '@fwmig/contract';
import { TintedChip } from '../../../../ui/tinted-chip';
import { PARTIAL_EFFECT_LOOKS, REPORT_STATUS_LOOKS, type TReportStatus } from '../report-statuses';

/** What became of one source object, as a small tinted chip. */
export function ReportStatusChip({ status }: { status: TReportStatus }) {
  const look = REPORT_STATUS_LOOKS[status];
  return <TintedChip look={look} label={look.label} size="small" />;
}

/** What a partial conversion does to traffic (widens, narrows, unknown, cosmetic) as a chip. */
export function EffectChip({ effect }: { effect: TPartialEffect }) {
  const look = PARTIAL_EFFECT_LOOKS[effect];
  return <TintedChip look={look} label={look.label} size="small" data-effect={effect} />;
}
