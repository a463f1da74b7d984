import { findVendor, type TTicketDetail } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RelativeTime } from '../../../../ui/relative-time';
import { TicketActionBar } from './ticket-action-bar';
import { viewerKind } from './ticket-actions-model';
import { TicketDue } from './ticket-due';
import { BackToTickets, TicketHeading } from './ticket-heading';
import { TicketStatusChip } from './ticket-status-chip';

/**
 * The top of the detail page. The heading comes from the address, so it shows at once; the
 * status, promises and buttons follow when the ticket has loaded.
 */
export function TicketHeader({ id, ticket }: { id: string; ticket: TTicketDetail | undefined }) {
  return (
    <Stack spacing={1.5} component="header">
      <BackToTickets />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'flex-start' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Stack
            direction="row"
            useFlexGap
            spacing={1.5}
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <TicketHeading id={id} />
            {ticket && <TicketStatusChip status={ticket.status} />}
            {ticket?.isFreeLicense && (
              <Chip label="Free licence" color="success" variant="outlined" />
            )}
            {ticket && (
              <TicketDue ticket={ticket} engineer={viewerKind(ticket.can) === 'engineer'} />
            )}
          </Stack>
          {ticket && <Subtitle ticket={ticket} />}
        </Stack>
        {ticket && (
          <Box sx={{ flexShrink: 0, maxWidth: { md: '55%' } }}>
            <TicketActionBar ticket={ticket} />
          </Box>
        )}
      </Box>
    </Stack>
  );
}

function Subtitle({ ticket }: { ticket: TTicketDetail }) {
  const vendor = findVendor(ticket.sourceVendor)?.label ?? ticket.sourceVendor;
  const source = [vendor, ticket.sourceModel].filter(Boolean).join(' ');
  return (
    <Typography color="text.secondary">
      {source} to {ticket.model ?? 'FortiGate'} ({ticket.sn}), FortiOS {ticket.firmwareVersion}
      {' · '}opened <RelativeTime at={ticket.createdAt} /> by {ticket.creator}
    </Typography>
  );
}
