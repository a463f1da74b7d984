import type { Row } from '@tanstack/react-table';
import { useMemo, useRef } from 'react';
import { rowKeyOf } from './row-keys';
import type { TTableRow } from './table-types';
import type { TDataTableFeatures } from './use-data-table';
import { useRowReorder } from './use-row-reorder';

/**
 * Row moving as the table shows it: the shown rows in their previewed order, the place a
 * pointer at height y drops a row at, and a sentence for screen readers.
 */
export function useTableReorder<TRow extends TTableRow>(
  shownRows: Row<TDataTableFeatures, TRow>[],
  allRows: readonly TRow[],
  keyField: string,
  offset: number,
  onRowReorder: ((keys: string[]) => void) | undefined,
  /** A row's name for screen readers. */
  label: (row: Row<TDataTableFeatures, TRow>) => string,
) {
  const body = useRef<HTMLTableSectionElement>(null);
  const shownKeys = useMemo(() => shownRows.map((row) => row.id), [shownRows]);
  const allKeys = useMemo(() => allRows.map((row) => rowKeyOf(row, keyField)), [allRows, keyField]);
  const reorder = useRowReorder(shownKeys, allKeys, offset, onRowReorder);
  const byKey = new Map(shownRows.map((row) => [row.id, row]));
  const orderedRows = reorder.order.flatMap((key) => byKey.get(key) ?? []);
  const nameOf = (key: string) => {
    const row = byKey.get(key);
    return row ? label(row) : key;
  };

  /** The moving row's new index: how many other rows' middles are above y. */
  const indexAt = (y: number) =>
    [...(body.current?.querySelectorAll<HTMLElement>('tr[data-row-key]') ?? [])].filter((tr) => {
      if (tr.dataset.rowKey === reorder.movingKey) return false;
      const box = tr.getBoundingClientRect();
      return box.top + box.height / 2 < y;
    }).length;

  const moving = reorder.movingKey;
  const announcement = moving
    ? `Moving ${nameOf(moving)}: position ${reorder.order.indexOf(moving) + 1} of ${reorder.order.length}. ` +
      'Arrow keys move it, Space drops it, Escape cancels.'
    : '';
  return { body, reorder, orderedRows, indexAt, announcement };
}
