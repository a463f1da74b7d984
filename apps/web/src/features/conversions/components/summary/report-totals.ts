import type { TRunDetail } from '@fwmig/contract';

export const OUTCOMES = ['converted', 'partial', 'unsupported', 'ignored'] as const;
export type TOutcome = (typeof OUTCOMES)[number];

/** The report's words for them (unrecognised lines count as unsupported here). */
export const OUTCOME_LABELS: Record<TOutcome, string> = {
  converted: 'Converted',
  partial: 'Partial',
  unsupported: 'Unsupported',
  ignored: 'Ignored',
};

/** Colour of each outcome in the chart and the report (AA contrast on white for text). */
export const OUTCOME_COLOURS: Record<TOutcome, string> = {
  converted: '#2e7d32',
  partial: '#b26a00',
  unsupported: '#c62828',
  ignored: '#78909c',
};

export interface TTypeTotals {
  type: string;
  counts: Record<TOutcome, number>;
  total: number;
}

/**
 * The report's totals per object type, biggest first. Lines the parser did not recognise count
 * as not converted, as in the run's counts.
 */
export function totalsByType(report: NonNullable<TRunDetail['report']>): TTypeTotals[] {
  const rows: TTypeTotals[] = [];
  for (const [type, totals] of Object.entries(report.totals)) {
    if (!totals) continue;
    const counts = {
      converted: totals.converted,
      partial: totals.partial,
      unsupported: totals.unsupported + totals.unrecognised,
      ignored: totals.ignored,
    };
    const total = OUTCOMES.reduce((sum, outcome) => sum + counts[outcome], 0);
    if (total > 0) rows.push({ type, counts, total });
  }
  return rows.sort((a, b) => b.total - a.total || a.type.localeCompare(b.type));
}
