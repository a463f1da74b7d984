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
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 1,
            }}
          >
            <TicketHeading id={id} />
            {ticket && (
              // The status line wraps as one group, under the heading when it does not fit
              // beside it; a long promise wraps inside its chip (issue 23 item 4, 320 px).
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1,
                  minWidth: 0,
                }}
              >
                <TicketStatusChip status={ticket.status} />
                {ticket.isFreeLicense && (
                  <Chip label="Free licence" color="success" variant="outlined" />
                )}
                <TicketDue ticket={ticket} engineer={viewerKind(ticket.can) === 'engineer'} />
              </Box>
            )}
          </Box>
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
  // Each part breaks as a whole where it can, not in the middle of "4 minutes ago".
  const part = { display: 'inline-block' } as const;
  return (
    <Typography color="text.secondary">
      <Box component="span" sx={part}>
        {source} to {ticket.model ?? 'FortiGate'} ({ticket.sn}), FortiOS {ticket.firmwareVersion}
        {' ·'}
      </Box>{' '}
      <Box component="span" sx={part}>
        opened <RelativeTime at={ticket.createdAt} /> by {ticket.creator}
      </Box>
    </Typography>
  );
}
