import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { TTicketDetail } from '@fwmig/contract';
import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { LoadingOverlay } from '../../../../ui/loading-overlay';
import { BackToTickets, TicketHeading } from './ticket-heading';

// The page itself stays small so "Ticket {id}" shows at once; the rest (the contract, the API,
// dialogs, forms) follows in its own chunk.
const TicketDetailContent = lazy(() =>
  import('./ticket-detail-content').then((module) => ({ default: module.TicketDetailContent })),
);

/**
 * /ticket/detail/:id (spec §2): where a customer and the engineers work a conversion ticket.
 * The heading comes from the address at once; the rest follows the server's answer. The app
 * passes the conversion section in (`conversion`), so this feature does not import that one.
 */
export function TicketDetailPage({
  conversion,
}: {
  conversion?: ComponentType<{ ticket: TTicketDetail }>;
}) {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Suspense
        fallback={
          <Stack spacing={3}>
            <Stack spacing={1.5}>
              <BackToTickets />
              <TicketHeading id={id} />
            </Stack>
            <LoadingOverlay loading>
              <Box sx={{ minHeight: 320 }} />
            </LoadingOverlay>
          </Stack>
        }
      >
        <TicketDetailContent id={id} conversion={conversion} />
      </Suspense>
    </Container>
  );
}
