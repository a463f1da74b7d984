import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { EmptyState } from '../empty-state';
import { LoadingOverlay } from '../loading-overlay';
import { visuallyHidden } from '../visually-hidden';
import { ColumnChooser } from './column-chooser';
import { useColumnVisibility } from './column-visibility';
import { DataTableHead } from './data-table-head';
import { DataTableRow, rowLabelOf } from './data-table-row';
import { RowDragHandle } from './row-drag-handle';
import { NO_DATA_TEXT, SEARCH_PLACEHOLDER } from './table-constants';
import { columnWidths, type TTableLayout } from './table-layout';
import { TablePaginationBar } from './table-pagination-bar';
import type { TDataTableProps, TTableRow } from './table-types';
import { columnIdOf, useDataTable } from './use-data-table';
import { useTableReorder } from './use-table-reorder';

/**
 * The portal's data table (spec §2, §4, §9): sortable and resizable columns, search, checkbox
 * selection with 'Select All', tree rows, detail rows opened with 'View More', row action
 * menus, a dash in empty cells, 'No Data' when empty, and local or server paging.
 */
export function DataTable<TRow extends TTableRow>(props: TDataTableProps<TRow>) {
  const { label, tree = false, searchable = false, renderDetail, rowActions } = props;
  const { onSearchChange, searchValue, onSelectionChange, paging, loading = false } = props;
  const { emptyText = NO_DATA_TEXT, toolbar, detailToggle = 'right', onRowReorder } = props;
  const { keyField = 'id' } = props;
  const layout: TTableLayout = {
    dragHandle: onRowReorder !== undefined && !tree,
    checkbox: onSelectionChange !== undefined,
    leftExpand: renderDetail !== undefined && detailToggle === 'left',
    rightExpand: renderDetail !== undefined && detailToggle === 'right',
    actions: rowActions !== undefined,
  };
  const {
    box,
    shown: columns,
    hidden,
    chooser,
    setShown,
  } = useColumnVisibility(label, props.columns, layout);
  const { table, globalFilter, search } = useDataTable({ ...props, columns });
  const [openDetails, setOpenDetails] = useState<ReadonlySet<string>>(new Set());
  const settings = useMemo(
    () => new Map(columns.map((setting) => [columnIdOf(setting), setting])),
    [columns],
  );
  const columnIds = useMemo(() => columns.map(columnIdOf), [columns]);
  const leafColumns = table.getAllLeafColumns();
  const widths = columnWidths(
    layout,
    leafColumns.map((column) => column.getSize()),
  );
  const fixedTotal = widths.reduce<number>((sum, width) => sum + (width ?? 0), 0);
  const searchText = onSearchChange ? (searchValue ?? '') : globalFilter;
  const searching = searchText.trim() !== '';
  const pageState = table.state.pagination;
  const { body, reorder, orderedRows, indexAt, announcement } = useTableReorder(
    table.getRowModel().rows,
    props.rows,
    keyField,
    paging === 'local' ? pageState.pageIndex * pageState.pageSize : 0,
    onRowReorder,
    (row) => rowLabelOf(row, columns[0]),
  );
  // Moving rows follows the rows' own order, which a sort or a search hides.
  const canMove = table.state.sorting.length === 0 && !searching;

  const toggleDetail = (key: string) =>
    setOpenDetails((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const total =
    typeof paging === 'object' ? paging.total : table.getPrePaginatedRowModel().rows.length;
  const selectedCount = table.getSelectedRowIds().length;

  return (
    <Paper ref={box} variant="outlined" sx={{ overflow: 'hidden' }}>
      {(searchable || toolbar || layout.checkbox || chooser) && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            // The 'Columns' button alone needs no room for a search box.
            p: searchable || toolbar || layout.checkbox ? 1.5 : 0.5,
            flexWrap: 'wrap',
          }}
        >
          {searchable && (
            <TextField
              size="small"
              placeholder={SEARCH_PLACEHOLDER}
              value={searchText}
              onChange={(event) =>
                onSearchChange ? onSearchChange(event.target.value) : search(event.target.value)
              }
              slotProps={{
                htmlInput: { 'aria-label': `Search ${label}`, type: 'search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ width: 280, maxWidth: '100%' }}
            />
          )}
          {layout.checkbox && selectedCount > 0 && (
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {`${selectedCount} selected`}
            </Typography>
          )}
          {(toolbar || chooser) && (
            <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
              {toolbar}
              {chooser && (
                <ColumnChooser
                  tableLabel={label}
                  columns={props.columns.map((column) => ({
                    id: columnIdOf(column),
                    header: column.header,
                    shown: !hidden.has(columnIdOf(column)),
                    hideable: column.hidePriority !== undefined,
                  }))}
                  onChange={setShown}
                />
              )}
            </Box>
          )}
        </Box>
      )}
      <LoadingOverlay loading={loading}>
        <TableContainer>
          <Table
            size="small"
            aria-label={label}
            aria-busy={loading}
            sx={{ tableLayout: 'fixed', width: '100%', minWidth: fixedTotal }}
          >
            <colgroup>
              {widths.map((width, index) => (
                <col key={index} style={width === null ? undefined : { width }} />
              ))}
            </colgroup>
            <DataTableHead table={table} settings={settings} layout={layout} />
            <TableBody ref={body}>
              {orderedRows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={widths.length} sx={{ borderBottom: 0 }}>
                    <EmptyState text={emptyText} icon={searching ? 'search' : 'bar'} />
                  </TableCell>
                </TableRow>
              ) : (
                orderedRows.map((row, index) => (
                  <DataTableRow
                    key={row.id}
                    row={row}
                    columns={columns}
                    columnIds={columnIds}
                    layout={layout}
                    tree={tree}
                    span={widths.length}
                    detailOpen={openDetails.has(row.id)}
                    onToggleDetail={() => toggleDetail(row.id)}
                    renderDetail={renderDetail}
                    rowActions={rowActions}
                    moving={reorder.movingKey === row.id}
                    dragHandle={
                      layout.dragHandle && (
                        <RowDragHandle
                          rowLabel={rowLabelOf(row, columns[0])}
                          index={index}
                          moving={reorder.movingKey === row.id}
                          disabled={
                            !canMove || (reorder.movingKey !== null && reorder.movingKey !== row.id)
                          }
                          onPickUp={() => reorder.start(row.id)}
                          onPointerMove={(y) => reorder.moveTo(indexAt(y))}
                          onStep={reorder.moveBy}
                          onDrop={reorder.drop}
                          onCancel={reorder.cancel}
                        />
                      )
                    }
                  />
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </LoadingOverlay>
      <Box aria-live="assertive" sx={visuallyHidden}>
        {announcement}
      </Box>
      {paging !== undefined && (
        <TablePaginationBar
          page={pageState.pageIndex}
          pageSize={pageState.pageSize}
          total={total}
          onPageChange={(page) => table.setPageIndex(page)}
          onPageSizeChange={(size) => table.setPagination({ pageIndex: 0, pageSize: size })}
        />
      )}
    </Paper>
  );
}
