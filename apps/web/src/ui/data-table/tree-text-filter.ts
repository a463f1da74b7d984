import type { Row, RowData, TableFeatures } from '@tanstack/react-table';

function cellMatches<TFeatures extends TableFeatures, TData extends RowData>(
  row: Row<TFeatures, TData>,
  columnId: string,
  text: string,
): boolean {
  const value: unknown = row.getValue(columnId);
  if (value === null || value === undefined) return false;
  return String(value as string | number)
    .toLowerCase()
    .includes(text);
}

/**
 * The table's search: case-insensitive text in a cell of the row or of one of its ancestors.
 * With the table filtering from leaf rows up, a search keeps the matches, the ancestors that
 * lead to them and everything under them (spec §4 "Tree search": names and descriptions).
 */
export function treeTextFilter<TFeatures extends TableFeatures, TData extends RowData>(
  row: Row<TFeatures, TData>,
  columnId: string,
  filterValue: unknown,
): boolean {
  const text = String(filterValue ?? '')
    .trim()
    .toLowerCase();
  if (text === '') return true;
  return [row, ...row.getParentRows()].some((candidate) => cellMatches(candidate, columnId, text));
}
