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
  /** Part of the name, source place, message, code or FortiOS objects (any case). */
  text: string;
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

const matchesText = (row: TReportRow, needle: string) =>
  [row.name, row.source, row.message, row.code, row.targets, row.objectType].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );

/** The rows of the chosen statuses (none chosen: all), object type (null: all) and text. */
export function filterRows(rows: readonly TReportRow[], filter: TReportFilter): TReportRow[] {
  const needle = filter.text.trim().toLocaleLowerCase();
  return rows.filter(
    (row) =>
      (filter.statuses.length === 0 || filter.statuses.includes(row.status)) &&
      (filter.type === null || row.objectType === filter.type) &&
      (needle === '' || matchesText(row, needle)),
  );
}
