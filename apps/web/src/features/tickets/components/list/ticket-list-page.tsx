import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { useQueryPaging } from '../../../../ui/data-table/use-query-paging';
import { useSession } from '../../../../lib/session/use-session';
import { useEngineers } from '../../api/get-engineers';
import { useTicketPage } from '../../api/get-ticket-page';
import type { TPaging } from '../../api/request-kit';
import { OrderStatusSummary } from './order-status-summary';
import { NoTicketsYet, TicketListActions } from './ticket-list-actions';
import { filterBody, hasFilters } from './ticket-list-params';
import { TicketFiltersBar } from './ticket-filters-bar';
import { TicketTable } from './ticket-table';
import { useTicketListParams } from './use-ticket-list-params';

/** The engineers to filter by change rarely. */
const ENGINEERS_STALE_MS = 5 * 60_000;

/**
 * /tickets and / (spec §2): the order-status summary, the ticket filters and the tickets of the
 * account (engineers: of every account), paged and sorted by the server (spec §7
 * customerGetAll). Paging, sort and filters live in the query string (spec §7, §9).
 */
export function TicketListPage() {
  const { isAdmin: engineer, isReadWriteAdmin } = useSession();
  const { skip, limit, setPaging } = useQueryPaging();
  const { filters, sort, setFilters, setSort, clearFilters, firstPage } = useTicketListParams();
  const body = useMemo(() => filterBody(filters, engineer), [filters, engineer]);
  const paging = useMemo<TPaging>(() => ({ skip, limit, ...sort }), [skip, limit, sort]);

  const page = useTicketPage(paging, body);
  const engineers = useEngineers({ enabled: engineer, staleTime: ENGINEERS_STALE_MS });

  const data = page.isPlaceholderData ? undefined : page.data;
  // A page past the end (an old link, a list that has shrunk): back to the first one.
  const pastTheEnd = data !== undefined && data.items.length === 0 && data.total > 0 && skip > 0;
  useEffect(() => {
    if (pastTheEnd) firstPage();
  }, [pastTheEnd, firstPage]);

  const filtered = hasFilters(filters, engineer);
  const noneYet = !engineer && !filtered && data?.total === 0;
  const noMatch = filtered && data?.total === 0;
  const canCreate = !engineer || isReadWriteAdmin;

  return (
    <Container
      // Engineers' table has two more columns (account, assignee): give it the room.
      maxWidth={engineer ? 'xl' : 'lg'}
      sx={{
        py: { xs: 2, sm: 4 },
        display: 'grid',
        // minmax(0, 1fr): a wide table scrolls inside its box instead of widening the page.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography variant="h4" component="h1">
          Tickets
        </Typography>
        <TicketListActions canCreate={canCreate} canClaimFree={!engineer} />
      </Box>
      <OrderStatusSummary engineer={engineer} />
      {noneYet ? (
        <NoTicketsYet canCreate={canCreate} />
      ) : (
        <>
          <TicketFiltersBar
            filters={filters}
            engineer={engineer}
            engineers={engineers.data ?? []}
            active={filtered}
            onChange={setFilters}
            onClear={clearFilters}
          />
          {noMatch && (
            <Typography role="status" color="text.secondary">
              No tickets match these filters.
            </Typography>
          )}
          {page.isError && (
            <Alert
              severity="error"
              // The error toast has already been announced; this one stays to offer the retry.
              role="status"
              action={
                <Button color="inherit" size="small" onClick={() => void page.refetch()}>
                  Retry
                </Button>
              }
            >
              {`Tickets could not be loaded: ${errorMessage(page.error)}`}
            </Alert>
          )}
          <TicketTable
            tickets={page.data?.items ?? []}
            engineer={engineer}
            paging={{ skip, limit, total: page.data?.total ?? 0, onChange: setPaging }}
            sort={sort}
            onSortChange={setSort}
            loading={page.isFetching}
          />
        </>
      )}
    </Container>
  );
}
