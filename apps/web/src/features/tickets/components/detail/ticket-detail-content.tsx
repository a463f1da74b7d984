import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TTicketDetail } from '@fwmig/contract';
import { Suspense, type ComponentType } from 'react';
import { errorMessage, hasErrorCode } from '../../../../lib/error-message';
import { LoadingOverlay } from '../../../../ui/loading-overlay';
import { useTicket } from '../../api/get-ticket';
import { parseTicketId } from './parse-ticket-id';
import { TicketConversation } from './ticket-conversation';
import { TicketFilesPanel } from './ticket-files-panel';
import { TicketHeader } from './ticket-header';
import { TicketNotFound } from './ticket-not-found';
import { TicketStatusBanner } from './ticket-status-banner';
import { TicketSummaryPanel } from './ticket-summary-panel';
import { TicketTimeline } from './ticket-timeline';

/** New messages and moves by the other side show up without a reload. */
const REFRESH_MS = 30_000;

function isNotFound(error: unknown): boolean {
  return hasErrorCode(error, 'NOT_FOUND');
}

/**
 * Two columns on wide screens (conversation and history; details and files), one on phones,
 * where the columns dissolve and the panels line up as conversation, details, files, history.
 */
function TicketBody({ ticket }: { ticket: TTicketDetail }) {
  const column = {
    display: { xs: 'contents', md: 'flex' },
    flexDirection: 'column',
    gap: 3,
    minWidth: 0,
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'flex-start' },
        gap: 3,
      }}
    >
      <Box sx={{ ...column, flex: { md: '1 1 0' } }}>
        <Box sx={{ order: 1, minWidth: 0 }}>
          <TicketConversation ticket={ticket} />
        </Box>
        <Box sx={{ order: 4, minWidth: 0 }}>
          <TicketTimeline events={ticket.events} />
        </Box>
      </Box>
      <Box sx={{ ...column, width: { md: 380, lg: 420 }, flexShrink: 0 }}>
        <Box sx={{ order: 2, minWidth: 0 }}>
          <TicketSummaryPanel ticket={ticket} />
        </Box>
        <Box sx={{ order: 3, minWidth: 0 }}>
          <TicketFilesPanel ticket={ticket} />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The detail page once its code has loaded: the ticket's header, state and panels, from the
 * server's answer; a not-found state for a ticket that is not there (or not the viewer's).
 */
export function TicketDetailContent({
  id,
  conversion: Conversion,
}: {
  id: string;
  /** The conversion section, shown between the ticket's state and its panels. */
  conversion?: ComponentType<{ ticket: TTicketDetail }>;
}) {
  const ticketId = parseTicketId(id);
  const query = useTicket(ticketId ?? 0, {
    enabled: ticketId !== null,
    // The page shows its own failure (a not-found state), not a toast.
    meta: { silent: true },
    refetchInterval: REFRESH_MS,
  });

  let body;
  if (ticketId === null) {
    body = <TicketNotFound id={id} message={`“${id}” is not a ticket number.`} />;
  } else if (query.data) {
    body = (
      <>
        <TicketStatusBanner ticket={query.data} />
        {Conversion && (
          <Suspense
            fallback={
              <LoadingOverlay loading>
                <Box sx={{ minHeight: 160 }} />
              </LoadingOverlay>
            }
          >
            <Conversion ticket={query.data} />
          </Suspense>
        )}
        <TicketBody ticket={query.data} />
      </>
    );
  } else if (query.isError) {
    body = isNotFound(query.error) ? (
      <TicketNotFound id={id} />
    ) : (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(query.error)}
      </Alert>
    );
  } else {
    body = (
      <LoadingOverlay loading>
        <Box sx={{ minHeight: 320 }} />
      </LoadingOverlay>
    );
  }

  return (
    <Stack spacing={3}>
      <TicketHeader id={id} ticket={query.data} />
      {body}
    </Stack>
  );
}
