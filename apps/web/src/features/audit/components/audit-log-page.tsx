import type { TAuditEvent } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { DataTable } from '../../../ui/data-table/data-table';
import { useQueryPaging } from '../../../ui/data-table/use-query-paging';
import type { TAuditPageQuery } from '../../../lib/query-keys';
import { useAuditPage } from '../api/get-audit-page';
import { AUDIT_COLUMNS, AUDIT_COMPACT_COLUMNS, AuditEventDetail } from './audit-columns';
import { AuditFilters } from './audit-filters';

/**
 * /settings/audit (issue 18 item 11, read-write administrators): who did what, when and from
 * where, newest first, paged by the server and filtered by action and actor. Paging and
 * filters live in the query string, so reload and back keep them.
 */
export function AuditLogPage() {
  const { skip, limit, setPaging } = useQueryPaging();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const actor = params.get('actor') ?? '';
  const query = useMemo<TAuditPageQuery>(
    () => ({ skip, limit, action, actor }),
    [skip, limit, action, actor],
  );
  const page = useAuditPage(query);

  // A new filter starts at the first page; typing replaces the history entry.
  const setFilters = useCallback(
    (patch: { action?: string; actor?: string }) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          next.set('skip', '0');
          return next;
        },
        { replace: patch.actor !== undefined && patch.action === undefined },
      ),
    [setParams],
  );

  return (
    <Container
      maxWidth="xl"
      sx={{
        py: { xs: 2, sm: 4 },
        display: 'grid',
        // minmax(0, 1fr): the wide table scrolls inside its box instead of widening the page.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          Audit log
        </Typography>
        <Typography color="text.secondary">
          Sign-ins, failed sign-ins, logouts, reused refresh tokens, role and account switches and
          every administrator change: who, what, when and from where. Newest first.
        </Typography>
      </Box>
      <AuditFilters action={action} actor={actor} onChange={setFilters} />
      {page.isError && (
        <Alert
          severity="error"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => void page.refetch()}>
              Retry
            </Button>
          }
        >
          {`The audit log could not be loaded: ${errorMessage(page.error)}`}
        </Alert>
      )}
      <DataTable<TAuditEvent>
        label="Audit log"
        rows={page.data?.data ?? []}
        // A new column set is a new table (its widths start afresh).
        key={phone ? 'compact' : 'full'}
        columns={phone ? AUDIT_COMPACT_COLUMNS : AUDIT_COLUMNS}
        keyField="id"
        renderDetail={(event) => <AuditEventDetail event={event} />}
        detailToggle="left"
        paging={{ skip, limit, total: page.data?.total ?? 0, onChange: setPaging }}
        loading={page.isFetching}
        emptyText={action || actor ? 'No events match these filters.' : undefined}
      />
    </Container>
  );
}
