/** Sizes, labels and page sizes of the data table (spec §2, §4 and §9). */

/** spec §9: fixed column widths in px. */
export const CHECKBOX_COLUMN_WIDTH = 32;
export const LEFT_EXPAND_COLUMN_WIDTH = 32;
export const RIGHT_EXPAND_COLUMN_WIDTH = 80;
export const ACTION_COLUMN_WIDTH = 72;
/** The grip of movable rows, as wide as the other icon columns. */
export const DRAG_HANDLE_COLUMN_WIDTH = 32;

/** spec §4, §9: a column cannot be resized below 40 px. */
export const MIN_COLUMN_WIDTH = 40;
/** Width of a data column without a defaultWidth. */
export const DEFAULT_COLUMN_WIDTH = 160;
/** How far one arrow key press moves a resize handle. */
export const RESIZE_KEYBOARD_STEP = 10;

/** spec §9: tree rows are indented 32 px plus 30 px per depth level. */
export const TREE_INDENT_BASE = 32;
export const TREE_INDENT_PER_LEVEL = 30;

/** The left padding of a tree row's first cell at a depth (0 for top-level rows). */
export function treeIndent(depth: number): number {
  return TREE_INDENT_BASE + TREE_INDENT_PER_LEVEL * depth;
}

/** Page size of a locally paged table (spec §9 leaves the kit's own default open). */
export const LOCAL_DEFAULT_PAGE_SIZE = 10;

/** spec §2 texts. */
export const NO_DATA_TEXT = 'No Data';
export const SEARCH_PLACEHOLDER = 'Search';
export const SELECT_ALL_LABEL = 'Select All';
export const VIEW_MORE_LABEL = 'View More';
export const VIEW_LESS_LABEL = 'View Less';
/** The button and menu that show and hide columns (issue 23 item 4). */
export const COLUMNS_LABEL = 'Columns';
/** spec §2: what an empty cell shows. */
export const EMPTY_CELL_TEXT = '-';
