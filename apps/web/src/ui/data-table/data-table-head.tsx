import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactTable } from '@tanstack/react-table';
import { useId } from 'react';
import { visuallyHidden } from '../visually-hidden';
import { ColumnResizeHandle, resizeKeyHandler } from './column-resize-handle';
import { DataTableCell } from './data-table-cell';
import { SELECT_ALL_LABEL } from './table-constants';
import type { TColumnSetting, TTableRow } from './table-types';
import type { TDataTableFeatures } from './use-data-table';
import type { TTableLayout } from './table-layout';
import { STICKY_ACTION_CELL } from './table-styles';

export interface TDataTableHeadProps<TRow extends TTableRow> {
  table: ReactTable<TDataTableFeatures, TRow>;
  settings: ReadonlyMap<string, TColumnSetting<TRow>>;
  layout: TTableLayout;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** How a header's width changes from the keyboard (its description). */
export const RESIZE_HINT = 'Left and right arrow keys resize the column, Home resets it.';

/** The header row: Select All, sortable and resizable column headers, fixed columns' headers. */
export function DataTableHead<TRow extends TTableRow>(props: TDataTableHeadProps<TRow>) {
  const { table, settings, layout } = props;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const resizeHintId = useId();
  return (
    <TableHead>
      <TableRow>
        {layout.dragHandle && (
          <TableCell padding="none">
            <Box component="span" sx={visuallyHidden}>
              Move
            </Box>
          </TableCell>
        )}
        {layout.checkbox && (
          <TableCell padding="none" align="center">
            <Checkbox
              size="small"
              sx={{ p: 0.5 }}
              slotProps={{ input: { 'aria-label': SELECT_ALL_LABEL } }}
              title={SELECT_ALL_LABEL}
              checked={table.getIsAllRowsSelected()}
              indeterminate={table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected()}
              onChange={table.getToggleAllRowsSelectedHandler()}
            />
          </TableCell>
        )}
        {layout.leftExpand && (
          <TableCell padding="none">
            <Box component="span" sx={visuallyHidden}>
              Details
            </Box>
          </TableCell>
        )}
        {headers.map((header) => {
          const column = header.column;
          const setting = settings.get(column.id);
          const title = setting?.header ?? column.id;
          const sorted = column.getIsSorted();
          const width = header.getSize();
          const resizable = column.getCanResize();
          return (
            <DataTableCell
              key={header.id}
              align={setting?.align ?? 'left'}
              focusWhenCut={false}
              positioned
              // Its own name: the resize handle's label stays out of the header's name.
              aria-label={title}
              aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
              // The width's keys (issue 23): on the sort button, or the cell when there is none.
              tabIndex={resizable && !column.getCanSort() ? 0 : undefined}
              aria-describedby={resizable ? resizeHintId : undefined}
              onKeyDown={
                resizable
                  ? resizeKeyHandler(
                      width,
                      (next) => table.setColumnSizing((old) => ({ ...old, [column.id]: next })),
                      () => column.resetSize(),
                    )
                  : undefined
              }
            >
              {column.getCanSort() ? (
                <TableSortLabel
                  active={sorted !== false}
                  direction={sorted || 'desc'}
                  onClick={column.getToggleSortingHandler()}
                >
                  {title}
                </TableSortLabel>
              ) : (
                title
              )}
              {resizable && (
                <ColumnResizeHandle
                  header={title}
                  width={width}
                  resizing={column.getIsResizing()}
                  onDragStart={header.getResizeHandler()}
                  onReset={() => column.resetSize()}
                />
              )}
            </DataTableCell>
          );
        })}
        <TableCell padding="none" aria-hidden="true">
          <Box component="span" id={resizeHintId} sx={visuallyHidden}>
            {RESIZE_HINT}
          </Box>
        </TableCell>
        {layout.rightExpand && (
          <TableCell padding="none">
            <Box component="span" sx={visuallyHidden}>
              Details
            </Box>
          </TableCell>
        )}
        {layout.actions && (
          <TableCell padding="none" align="center" sx={STICKY_ACTION_CELL}>
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        )}
      </TableRow>
    </TableHead>
  );
}
