import type { TRunDetail } from '@fwmig/contract';

export const OUTCOMES = ['converted', 'partial', 'unsupported', 'unrecognised', 'ignored'] as const;
export type TOutcome = (typeof OUTCOMES)[number];

/** The report's words for them. */
export const OUTCOME_LABELS: Record<TOutcome, string> = {
  converted: 'Converted',
  partial: 'Partial',
  unsupported: 'Unsupported',
  unrecognised: 'Unrecognised',
  ignored: 'Ignored',
};

/** Colour of each outcome in the chart and the report (AA contrast on white for text). */
export const OUTCOME_COLOURS: Record<TOutcome, string> = {
  converted: '#2e7d32',
  partial: '#b26a00',
  unsupported: '#c62828',
  unrecognised: '#6a1b9a',
  ignored: '#78909c',
};

export interface TTypeTotals {
  type: string;
  counts: Record<TOutcome, number>;
  total: number;
}

/**
 * The report's totals per object type, biggest first; lines the parser did not recognise have
 * their own count (issue 17 item 7: they may hide rules).
 */
export function totalsByType(report: NonNullable<TRunDetail['report']>): TTypeTotals[] {
  const rows: TTypeTotals[] = [];
  for (const [type, totals] of Object.entries(report.totals)) {
    if (!totals) continue;
    const counts = {
      converted: totals.converted,
      partial: totals.partial,
      unsupported: totals.unsupported,
      unrecognised: totals.unrecognised,
      ignored: totals.ignored,
    };
    const total = OUTCOMES.reduce((sum, outcome) => sum + counts[outcome], 0);
    if (total > 0) rows.push({ type, counts, total });
  }
  return rows.sort((a, b) => b.total - a.total || a.type.localeCompare(b.type));
}

/** Every object type's counts added up: the summary's tiles. */
export function grandTotals(rows: readonly TTypeTotals[]): Record<TOutcome, number> {
  const sum = { converted: 0, partial: 0, unsupported: 0, unrecognised: 0, ignored: 0 };
  for (const row of rows) for (const outcome of OUTCOMES) sum[outcome] += row.counts[outcome];
  return sum;
}
