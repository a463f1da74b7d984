import {
  columnFilteringFeature,
  columnResizingFeature,
  columnSizingFeature,
  createExpandedRowModel,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { assertRowKeys, childRowsOf, rowKeyOf } from './row-keys';
import { treeTextFilter } from './tree-text-filter';
import { DEFAULT_COLUMN_WIDTH, LOCAL_DEFAULT_PAGE_SIZE, MIN_COLUMN_WIDTH } from './table-constants';
import type { TColumnSetting, TDataTableProps, TTableRow } from './table-types';

/** The TanStack Table features the kit's table uses, registered once. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
  columnSizingFeature,
  columnResizingFeature,
  rowSelectionFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { treeText: treeTextFilter },
  rowExpandingFeature,
  expandedRowModel: createExpandedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

export type TDataTableFeatures = typeof dataTableFeatures;

/** The id of a column: its columnId, else its field. */
export function columnIdOf<TRow extends TTableRow>(setting: TColumnSetting<TRow>): string {
  const id = setting.columnId ?? setting.field;
  if (!id) {
    throw new Error(`DataTable: column "${setting.header}" needs a field or a columnId.`);
  }
  return id;
}

function toColumnDef<TRow extends TTableRow>(
  setting: TColumnSetting<TRow>,
): ColumnDef<TDataTableFeatures, TRow> {
  const field = setting.field;
  return {
    id: columnIdOf(setting),
    header: setting.header,
    ...(field ? { accessorFn: (row: TRow) => row[field] } : {}),
    size: Math.max(MIN_COLUMN_WIDTH, setting.defaultWidth ?? DEFAULT_COLUMN_WIDTH),
    minSize: MIN_COLUMN_WIDTH,
    enableSorting: Boolean(setting.sortable && field),
    enableResizing: setting.resizable !== false,
    enableGlobalFilter: Boolean(field),
    sortUndefined: 'last',
  } as ColumnDef<TDataTableFeatures, TRow>;
}

function apply<T>(updater: Updater<T>, previous: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;
}

/** The TanStack table behind DataTable, with the state that stays with the table itself. */
export function useDataTable<TRow extends TTableRow>(props: TDataTableProps<TRow>) {
  const {
    rows,
    columns,
    keyField = 'id' as keyof TRow & string,
    tree = false,
    selectedKeys,
    onSelectionChange,
    sort,
    onSortChange,
    paging,
    onSearchChange,
  } = props;
  // A developer error, thrown while rendering so it surfaces at once in development and tests.
  useMemo(() => {
    assertRowKeys(rows, keyField, tree);
  }, [rows, keyField, tree]);

  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [localPaging, setLocalPaging] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: LOCAL_DEFAULT_PAGE_SIZE,
  });
  const [globalFilter, setGlobalFilter] = useState('');
  const manualSorting = onSortChange !== undefined;
  const serverPaging = typeof paging === 'object' ? paging : undefined;

  const sorting: SortingState = manualSorting
    ? sort
      ? [{ id: sort.columnId, desc: sort.order === 'desc' }]
      : []
    : localSorting;
  const pagination: PaginationState = serverPaging
    ? {
        pageIndex: Math.floor(serverPaging.skip / serverPaging.limit),
        pageSize: serverPaging.limit,
      }
    : localPaging;
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selectedKeys ?? []).map((key) => [key, true])),
    [selectedKeys],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data: rows as TRow[],
    getRowId: (row: TRow) => rowKeyOf(row, keyField),
    ...(tree ? { getSubRows: (row: TRow) => childRowsOf(row) } : {}),
    // spec §4: unsorted -> descending -> ascending -> unsorted.
    sortDescFirst: true,
    enableSortingRemoval: true,
    enableMultiSort: false,
    manualSorting,
    state: { sorting, pagination, rowSelection, globalFilter },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = apply(updater, sorting);
      if (!manualSorting) {
        setLocalSorting(next);
        return;
      }
      const first = next[0];
      onSortChange(first ? { columnId: first.id, order: first.desc ? 'desc' : 'asc' } : null);
    },
    columnResizeMode: 'onChange',
    enableRowSelection: onSelectionChange !== undefined,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = apply(updater, rowSelection);
      onSelectionChange?.(Object.keys(next).filter((key) => next[key]));
    },
    manualFiltering: onSearchChange !== undefined,
    globalFilterFn: 'treeText',
    filterFromLeafRows: tree,
    onGlobalFilterChange: (updater: Updater<string>) =>
      setGlobalFilter(apply(updater, globalFilter)),
    paginateExpandedRows: false,
    manualPagination: serverPaging !== undefined || paging === undefined,
    ...(serverPaging ? { rowCount: serverPaging.total } : {}),
    autoResetPageIndex: false,
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = apply(updater, pagination);
      if (serverPaging) {
        serverPaging.onChange({ skip: next.pageIndex * next.pageSize, limit: next.pageSize });
      } else {
        setLocalPaging(next);
      }
    },
  });

  /** A local search starts again from the first page and opens the tree to show its matches. */
  const search = (text: string) => {
    setGlobalFilter(text);
    if (!serverPaging) setLocalPaging((previous) => ({ ...previous, pageIndex: 0 }));
    // A cleared search folds the tree again.
    if (tree) table.setExpanded(text.trim() !== '' ? true : {});
  };

  return { table, globalFilter, search };
}
