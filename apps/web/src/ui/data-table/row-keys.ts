import type { TTableRow } from './table-types';

/** Thrown for a table used wrongly by its caller: a programming error, not a user's. */
export class DataTableUsageError extends Error {
  override name = 'DataTableUsageError';
}

/** The child rows of a tree row. */
export function childRowsOf<TRow extends TTableRow>(row: TRow): TRow[] | undefined {
  const children = (row as { children?: unknown }).children;
  return Array.isArray(children) ? (children as TRow[]) : undefined;
}

/** A row's key: its key field as a string. Throws when the field is missing or empty. */
export function rowKeyOf<TRow extends TTableRow>(row: TRow, keyField: string): string {
  const value = (row as Record<string, unknown>)[keyField];
  if ((typeof value !== 'string' && typeof value !== 'number') || String(value).trim() === '') {
    throw new DataTableUsageError(
      `DataTable: a row has no key in its "${keyField}" field (${JSON.stringify(row).slice(0, 120)}). ` +
        'Every row needs a present, non-empty key; pass keyField to name another field.',
    );
  }
  return String(value);
}

/** Checks every row (and child row) for a present, non-empty and unique key. */
export function assertRowKeys<TRow extends TTableRow>(
  rows: readonly TRow[],
  keyField: string,
  tree: boolean,
): void {
  const seen = new Set<string>();
  const visit = (list: readonly TRow[]) => {
    for (const row of list) {
      const key = rowKeyOf(row, keyField);
      if (seen.has(key)) {
        throw new DataTableUsageError(
          `DataTable: two rows have the key "${key}" in their "${keyField}" field; keys must be unique.`,
        );
      }
      seen.add(key);
      const children = tree ? childRowsOf(row) : undefined;
      if (children) visit(children);
    }
  };
  visit(rows);
}
