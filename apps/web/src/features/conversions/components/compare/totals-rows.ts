import type { TRunDetail } from '@fwmig/contract';

import { REPORT_STATUSES, type TReportStatus } from '../report-statuses';

/** One object type's count of each status in the older and the newer run. */
export interface TTotalsRow {
  type: string;
  counts: Record<TReportStatus, { before: number; after: number }>;
  changed: boolean;
}

export interface TTotalsComparison {
  rows: TTotalsRow[];
  /** Statuses some type has in either run (a column of zeros tells nothing). */
  statuses: TReportStatus[];
}

type TTotals = NonNullable<TRunDetail['report']>['totals'];

/** Both runs' report totals side by side, per object type (in the reports' order). */
export function compareTotals(older: TTotals, newer: TTotals): TTotalsComparison {
  const types = [...new Set([...Object.keys(older), ...Object.keys(newer)])] as (keyof TTotals)[];
  const used = new Set<TReportStatus>(['converted']);
  const rows = types.map((type) => {
    let changed = false;
    const counts = Object.fromEntries(
      REPORT_STATUSES.map((status) => {
        const before = older[type]?.[status] ?? 0;
        const after = newer[type]?.[status] ?? 0;
        if (before !== after) changed = true;
        if (before > 0 || after > 0) used.add(status);
        return [status, { before, after }];
      }),
    ) as TTotalsRow['counts'];
    return { type, counts, changed };
  });
  return { rows, statuses: REPORT_STATUSES.filter((status) => used.has(status)) };
}
