import {
  ACTION_COLUMN_WIDTH,
  CHECKBOX_COLUMN_WIDTH,
  DRAG_HANDLE_COLUMN_WIDTH,
  LEFT_EXPAND_COLUMN_WIDTH,
  RIGHT_EXPAND_COLUMN_WIDTH,
} from './table-constants';

/** Which of the fixed-width columns (spec §9) a table shows, around its data columns. */
export interface TTableLayout {
  dragHandle: boolean;
  checkbox: boolean;
  leftExpand: boolean;
  rightExpand: boolean;
  actions: boolean;
}

/** Column widths in display order; null is the filler column that takes the spare width. */
export function columnWidths(layout: TTableLayout, dataWidths: number[]): (number | null)[] {
  return [
    ...(layout.dragHandle ? [DRAG_HANDLE_COLUMN_WIDTH] : []),
    ...(layout.checkbox ? [CHECKBOX_COLUMN_WIDTH] : []),
    ...(layout.leftExpand ? [LEFT_EXPAND_COLUMN_WIDTH] : []),
    ...dataWidths,
    null,
    ...(layout.rightExpand ? [RIGHT_EXPAND_COLUMN_WIDTH] : []),
    ...(layout.actions ? [ACTION_COLUMN_WIDTH] : []),
  ];
}
