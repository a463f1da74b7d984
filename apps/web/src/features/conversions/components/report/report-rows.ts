import {
  PARTIAL_EFFECTS,
  partialEffectRank,
  type TPartialEffect,
  type TRunDetail,
} from '@fwmig/contract';

type TEntry = NonNullable<TRunDetail['report']>['entries'][number];
export type TOrigin = TEntry['origin'];

/** "file:line" (or "file:line–endLine"): where a source object is written. */
export const originText = (origin: TOrigin) =>
  origin.endLine > origin.line
    ? `${origin.file}:${origin.line}–${origin.endLine}`
    : `${origin.file}:${origin.line}`;

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
  /** Partial entries: what the change does to traffic; entries of older runs: `unknown`. */
  effect: TPartialEffect | null;
  /** The effect's rank (widens 0 … cosmetic 3; 4 for entries that are not partial). */
  effectOrder: number;
  entry: TEntry;
}

export interface TReportFilter {
  statuses: readonly TEntry['status'][];
  /** Effects of partial entries (none chosen: every entry). */
  effects: readonly TPartialEffect[];
  type: string | null;
  /** Part of the name, source place, message, code or FortiOS objects (any case). */
  text: string;
}

/**
 * The report's entries as rows, in the table's default order: partial entries that widen,
 * then those that narrow, then everything else in the report's (source) order.
 */
export function reportRows(report: NonNullable<TRunDetail['report']>): TReportRow[] {
  const rows = report.entries.map((entry, index) => {
    const effect = entry.status === 'partial' ? (entry.effect ?? 'unknown') : null;
    return {
      id: String(index),
      status: entry.status,
      objectType: entry.objectType,
      name: entry.name ?? '',
      source: originText(entry.origin),
      message: entry.message,
      code: entry.code,
      targets: entry.targets.join(', '),
      effect,
      // Worst first (issue 17 item 7), in the contract's (and the engine's) order of effects.
      effectOrder: effect === null ? PARTIAL_EFFECTS.length : partialEffectRank(effect),
      entry,
    };
  });
  // Widening and narrowing rows lead; the rest keep the report's order.
  const lead = (row: TReportRow) => Math.min(row.effectOrder, partialEffectRank('unknown'));
  // Stable: rows of one rank keep the report's order.
  return rows.sort((a, b) => lead(a) - lead(b));
}

const matchesText = (row: TReportRow, needle: string) =>
  [row.name, row.source, row.message, row.code, row.targets, row.objectType].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );

/**
 * The rows of the chosen statuses (none chosen: all), effects (none chosen: all; some chosen:
 * partial rows of those effects only), object type (null: all) and text.
 */
export function filterRows(rows: readonly TReportRow[], filter: TReportFilter): TReportRow[] {
  const needle = filter.text.trim().toLocaleLowerCase();
  return rows.filter(
    (row) =>
      (filter.statuses.length === 0 || filter.statuses.includes(row.status)) &&
      (filter.effects.length === 0 ||
        (row.effect !== null && filter.effects.includes(row.effect))) &&
      (filter.type === null || row.objectType === filter.type) &&
      (needle === '' || matchesText(row, needle)),
  );
}
