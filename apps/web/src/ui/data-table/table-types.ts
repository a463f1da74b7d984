import type { ReactNode } from 'react';

/** A table row: any object; its key field (default `id`) must be present and non-empty. */
export type TTableRow = object;

/** One column of the data table: spec §3 "Table column settings". */
export interface TColumnSetting<TRow extends TTableRow> {
  /** The row field the column shows, sorts and searches by. */
  field?: keyof TRow & string;
  header: string;
  /** Stable id of the column; defaults to field. Needed when there is no field. */
  columnId?: string;
  sortable?: boolean;
  /** Resizable unless false. */
  resizable?: boolean;
  /** Starting width in px (never below 40). */
  defaultWidth?: number;
  align?: 'left' | 'center' | 'right';
  /**
   * The column may be hidden: from the 'Columns' menu, and on its own while the table is
   * narrower than its columns, highest number first (issue 23 item 4). Without it the column
   * always shows. A table with such a column shows the 'Columns' button.
   */
  hidePriority?: number;
  /** Renders the cell; an empty result shows a dash like an empty field. */
  render?: (row: TRow) => ReactNode;
}

/** One entry of a row's action menu. */
export interface TRowAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Shown in the error colour (delete and the like). */
  destructive?: boolean;
}

/** A server-side sort: what the `sortBy` and `order` request headers carry. */
export interface TTableSort {
  columnId: string;
  order: 'asc' | 'desc';
}

/** Paging done by the server: skip and limit of the current page and the total count. */
export interface TServerPaging {
  skip: number;
  limit: number;
  total: number;
  onChange: (paging: { skip: number; limit: number }) => void;
}

export interface TDataTableProps<TRow extends TTableRow> {
  /** The accessible name of the table. */
  label: string;
  rows: readonly TRow[];
  columns: readonly TColumnSetting<TRow>[];
  /** The field holding each row's key (default `id`). */
  keyField?: keyof TRow & string;
  /** Rows may hold child rows in `children`: the table shows them as a tree. */
  tree?: boolean;
  /** Shows a 'Search' box; local tables filter their rows, server tables call onSearchChange. */
  searchable?: boolean;
  /** Server-side search: the box's text goes here instead of filtering locally. */
  onSearchChange?: (text: string) => void;
  searchValue?: string;
  /** Checkbox selection with 'Select All': the keys of the selected rows. */
  selectedKeys?: readonly string[];
  onSelectionChange?: (keys: string[]) => void;
  /** The row action menu's entries for a row. */
  rowActions?: (row: TRow) => TRowAction[];
  /** A detail area under a row, opened with 'View More' and closed with 'View Less'. */
  renderDetail?: (row: TRow) => ReactNode;
  /** Where the detail toggle sits: a 32 px chevron on the left or an 80 px button on the right. */
  detailToggle?: 'left' | 'right';
  /**
   * Rows can be moved (top-level rows of an unsorted, unsearched table): hold a row's grip for
   * a second and drag, or press Space on it and use the arrow keys. Gets every row's key in
   * the new order.
   */
  onRowReorder?: (keys: string[]) => void;
  /** Server-side sort (manual sorting); without it the table sorts its rows itself. */
  sort?: TTableSort | null;
  onSortChange?: (sort: TTableSort | null) => void;
  /** 'local' pages the rows in the browser; a server paging shows the server's page. */
  paging?: 'local' | TServerPaging;
  loading?: boolean;
  /** Text of an empty table; spec §2: 'No Data'. */
  emptyText?: string;
  /** Extra controls shown in the toolbar, right of the search box. */
  toolbar?: ReactNode;
}
