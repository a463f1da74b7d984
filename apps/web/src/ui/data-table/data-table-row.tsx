import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Row } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import { cellText, isEmptyCell } from './cell-value';
import { DataTableCell } from './data-table-cell';
import { RowActionsMenu } from './row-actions-menu';
import {
  EMPTY_CELL_TEXT,
  LEFT_EXPAND_COLUMN_WIDTH,
  TREE_INDENT_BASE,
  VIEW_LESS_LABEL,
  VIEW_MORE_LABEL,
  treeIndent,
} from './table-constants';
import type { TTableLayout } from './table-layout';
import { STICKY_ACTION_CELL } from './table-styles';
import type { TColumnSetting, TRowAction, TTableRow } from './table-types';
import type { TDataTableFeatures } from './use-data-table';

export interface TDataTableRowProps<TRow extends TTableRow> {
  row: Row<TDataTableFeatures, TRow>;
  columns: readonly TColumnSetting<TRow>[];
  columnIds: readonly string[];
  layout: TTableLayout;
  tree: boolean;
  /** Number of cells in a row, for the detail row's span. */
  span: number;
  detailOpen: boolean;
  onToggleDetail: () => void;
  renderDetail?: (row: TRow) => ReactNode;
  rowActions?: (row: TRow) => TRowAction[];
  /** The grip of a movable row. */
  dragHandle?: ReactNode;
  /** The row is being moved. */
  moving?: boolean;
}

const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A cell's content: the column's render, else the field's text; empty shows a dash. */
function cellContent<TRow extends TTableRow>(setting: TColumnSetting<TRow>, row: TRow): ReactNode {
  if (setting.render) {
    const rendered = setting.render(row);
    return isEmptyCell(rendered) ? EMPTY_CELL_TEXT : rendered;
  }
  const value = setting.field ? row[setting.field] : undefined;
  return isEmptyCell(value) ? EMPTY_CELL_TEXT : (cellText(value) ?? EMPTY_CELL_TEXT);
}

/** A name for the row in controls' accessible names: its first column's text, else its key. */
export function rowLabelOf<TRow extends TTableRow>(
  row: Row<TDataTableFeatures, TRow>,
  first: TColumnSetting<TRow> | undefined,
): string {
  const value = first?.field ? row.original[first.field] : undefined;
  return (!isEmptyCell(value) && cellText(value)) || row.id;
}

/** One row of the table, with its tree toggle, detail toggle, checkbox and action menu. */
export function DataTableRow<TRow extends TTableRow>(props: TDataTableRowProps<TRow>) {
  const { row, columns, columnIds, layout, tree, span, detailOpen, onToggleDetail } = props;
  const { renderDetail, rowActions, dragHandle, moving = false } = props;
  const label = rowLabelOf(row, columns[0]);
  const detailId = `detail-${row.id}`;
  const detailLabel = detailOpen ? VIEW_LESS_LABEL : VIEW_MORE_LABEL;
  return (
    <Fragment>
      <TableRow
        hover
        selected={row.getIsSelected()}
        data-row-key={row.id}
        sx={moving ? { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } : undefined}
      >
        {layout.dragHandle && (
          <TableCell padding="none" align="center">
            {dragHandle}
          </TableCell>
        )}
        {layout.checkbox && (
          <TableCell padding="none" align="center">
            <Checkbox
              size="small"
              sx={{ p: 0.5 }}
              slotProps={{ input: { 'aria-label': `Select ${label}` } }}
              checked={row.getIsSelected()}
              indeterminate={row.getIsSomeSelected()}
              disabled={!row.getCanSelect()}
              onChange={row.getToggleSelectedHandler()}
            />
          </TableCell>
        )}
        {layout.leftExpand && (
          <TableCell padding="none" align="center">
            <IconButton
              size="small"
              aria-label={detailLabel}
              aria-expanded={detailOpen}
              aria-controls={detailOpen ? detailId : undefined}
              onClick={onToggleDetail}
            >
              {detailOpen ? (
                <ExpandMoreIcon fontSize="small" />
              ) : (
                <ChevronRightIcon fontSize="small" />
              )}
            </IconButton>
          </TableCell>
        )}
        {columns.map((setting, index) => {
          const content = cellContent(setting, row.original);
          const indent = tree && index === 0 ? treeIndent(row.depth) : undefined;
          return (
            <DataTableCell key={columnIds[index]} align={setting.align ?? 'left'}>
              {indent === undefined ? (
                content
              ) : (
                <Box
                  data-tree-indent={indent}
                  sx={{ position: 'relative', pl: `${indent}px`, ...ELLIPSIS }}
                >
                  {row.getCanExpand() && (
                    <IconButton
                      size="small"
                      aria-label={`${row.getIsExpanded() ? 'Collapse' : 'Expand'} ${label}`}
                      aria-expanded={row.getIsExpanded()}
                      onClick={row.getToggleExpandedHandler()}
                      sx={{
                        position: 'absolute',
                        left: indent - TREE_INDENT_BASE,
                        top: '50%',
                        transform: 'translateY(-50%)',
                        width: LEFT_EXPAND_COLUMN_WIDTH - 4,
                        height: LEFT_EXPAND_COLUMN_WIDTH - 4,
                      }}
                    >
                      {row.getIsExpanded() ? (
                        <ExpandMoreIcon fontSize="small" />
                      ) : (
                        <ChevronRightIcon fontSize="small" />
                      )}
                    </IconButton>
                  )}
                  {content}
                </Box>
              )}
            </DataTableCell>
          );
        })}
        <TableCell padding="none" />
        {layout.rightExpand && (
          <TableCell padding="none" align="center">
            <Button
              size="small"
              aria-expanded={detailOpen}
              aria-controls={detailOpen ? detailId : undefined}
              onClick={onToggleDetail}
              sx={{ minWidth: 0, px: 0.5, whiteSpace: 'nowrap', textTransform: 'none' }}
            >
              {detailLabel}
            </Button>
          </TableCell>
        )}
        {layout.actions && (
          <TableCell padding="none" align="center" sx={STICKY_ACTION_CELL}>
            <RowActionsMenu rowLabel={label} actions={rowActions?.(row.original) ?? []} />
          </TableCell>
        )}
      </TableRow>
      {detailOpen && renderDetail && (
        <TableRow id={detailId}>
          <TableCell colSpan={span} sx={{ bgcolor: 'action.hover' }}>
            {renderDetail(row.original)}
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}
