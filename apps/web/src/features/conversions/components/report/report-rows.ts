import type { TRunDetail } from '@fwmig/contract';

type TEntry = NonNullable<TRunDetail['report']>['entries'][number];

/** A report entry as a table row: the fields the table shows, sorts and searches. */
export interface TReportRow {
  id: string;
  status: TEntry['status'];
  objectType: TEntry['objectType'];
  name: string;
  /** "file:line" (or "file:line–endLine"). */
  source: string;
  message: string;
  code: string;
  targets: string;
  entry: TEntry;
}

export interface TReportFilter {
  statuses: readonly TEntry['status'][];
  type: string | null;
}

export function reportRows(report: NonNullable<TRunDetail['report']>): TReportRow[] {
  return report.entries.map((entry, index) => ({
    id: String(index),
    status: entry.status,
    objectType: entry.objectType,
    name: entry.name ?? '',
    source:
      entry.origin.endLine > entry.origin.line
        ? `${entry.origin.file}:${entry.origin.line}–${entry.origin.endLine}`
        : `${entry.origin.file}:${entry.origin.line}`,
    message: entry.message,
    code: entry.code,
    targets: entry.targets.join(', '),
    entry,
  }));
}

/** The rows of the chosen statuses (none chosen: all) and object type (null: all). */
export function filterRows(rows: readonly TReportRow[], filter: TReportFilter): TReportRow[] {
  return rows.filter(
    (row) =>
      (filter.statuses.length === 0 || filter.statuses.includes(row.status)) &&
      (filter.type === null || row.objectType === filter.type),
  );
}
