import type { TTicketListItem } from '@fwmig/contract';
import Box from '@mui/material/Box';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../../ui/data-table/data-table';
import type { TServerPaging, TTableSort } from '../../../../ui/data-table/table-types';
import { ticketPath } from './ticket-cells';
import { ticketColumns } from './ticket-columns';
import { DEFAULT_SORT, type TTicketListSort, type TTicketSortField } from './ticket-list-params';

export interface TTicketTableProps {
  tickets: readonly TTicketListItem[];
  engineer: boolean;
  paging: TServerPaging;
  sort: TTicketListSort;
  onSortChange: (sort: TTicketListSort) => void;
  loading: boolean;
}

/** Clicks on these inside a row do their own thing rather than open the ticket. */
const INTERACTIVE = 'a, button, input, select, textarea, [role="button"], [role="menuitem"]';

/**
 * The tickets of one server page (spec §7 customerGetAll): sorted and paged by the server. A
 * click anywhere on a row opens the ticket, like its number's link does for the keyboard.
 */
export function TicketTable(props: TTicketTableProps) {
  const { tickets, engineer, paging, sort, onSortChange, loading } = props;
  const navigate = useNavigate();
  const columns = useMemo(() => ticketColumns(engineer), [engineer]);

  const openRow = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest(INTERACTIVE)) return;
    // Selecting text in a row is not a click on it.
    if (window.getSelection()?.toString()) return;
    const key = target.closest('tbody tr[data-row-key]')?.getAttribute('data-row-key');
    if (key) void navigate(ticketPath(key));
  };

  return (
    <Box
      onClick={openRow}
      sx={{ '& tbody tr[data-row-key]': { cursor: 'pointer' }, '& td': { py: 1 } }}
    >
      <DataTable
        label="Tickets"
        rows={tickets}
        columns={columns}
        paging={paging}
        // A sort by a field without a column (updatedAt) shows no column as sorted.
        sort={
          columns.some((column) => column.field === sort.sortBy)
            ? { columnId: sort.sortBy, order: sort.order }
            : null
        }
        onSortChange={(next: TTableSort | null) =>
          // Leaving a column's sort goes back to the default: newest tickets first.
          onSortChange(
            next ? { sortBy: next.columnId as TTicketSortField, order: next.order } : DEFAULT_SORT,
          )
        }
        loading={loading}
      />
    </Box>
  );
}
