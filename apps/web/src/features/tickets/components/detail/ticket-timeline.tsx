import { TICKET_STATUS_LABELS, type TTicketEvent } from '@fwmig/contract';
import AddCircleIcon from '@mui/icons-material/AddCircleOutlined';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import SwapIcon from '@mui/icons-material/SwapHoriz';
import TransformIcon from '@mui/icons-material/Transform';
import VpnKeyIcon from '@mui/icons-material/VpnKeyOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { Panel } from '../../../../ui/panel';
import { RelativeTime } from '../../../../ui/relative-time';

const ICONS: Record<TTicketEvent['kind'], ReactElement> = {
  created: <AddCircleIcon fontSize="small" />,
  status: <SwapIcon fontSize="small" />,
  assigned: <PersonIcon fontSize="small" />,
  edited: <EditIcon fontSize="small" />,
  files: <AttachFileIcon fontSize="small" />,
  sslvpn: <VpnKeyIcon fontSize="small" />,
  message: <ChatIcon fontSize="small" />,
  conversion: <TransformIcon fontSize="small" />,
};

const Strong = ({ children }: { children: ReactNode }) => (
  <Box component="strong" sx={{ fontWeight: 700 }}>
    {children}
  </Box>
);

/** What happened, in words: the actor first, then the change. */
export function describeEvent(event: TTicketEvent): { what: ReactNode; note?: string } {
  const who = <Strong>{event.actor}</Strong>;
  switch (event.kind) {
    case 'created':
      return {
        what: (
          <>
            {who} opened the ticket{event.text ? ` (${event.text})` : ''}
          </>
        ),
      };
    case 'status': {
      const to = event.to ? <Strong>{TICKET_STATUS_LABELS[event.to]}</Strong> : 'another status';
      const from = event.from ? <>{TICKET_STATUS_LABELS[event.from]} </> : null;
      return {
        what: (
          <>
            {who} moved it {from ? <>from {from}</> : null}to {to}
          </>
        ),
        ...(event.text ? { note: event.text } : {}),
      };
    }
    case 'message':
      return { what: <>{who} wrote a message</>, ...(event.text ? { note: event.text } : {}) };
    default:
      // assigned, edited, files, sslvpn: the server words the change ("Assigned to …").
      return {
        what: (
          <>
            {who}: {event.text || 'changed the ticket'}
          </>
        ),
      };
  }
}

/** The ticket's history as a vertical timeline, oldest first, each step with actor and time. */
export function TicketTimeline({ events }: { events: TTicketEvent[] }) {
  const sorted = [...events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Panel title="History">
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="History">
        {sorted.map((event, index) => {
          const { what, note } = describeEvent(event);
          const last = index === sorted.length - 1;
          return (
            <Box
              component="li"
              key={event.id}
              data-kind={event.kind}
              sx={{ display: 'grid', gridTemplateColumns: '32px minmax(0, 1fr)', columnGap: 1.5 }}
            >
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 32,
                    height: 32,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: event.kind === 'status' ? 'primary.main' : 'grey.200',
                    color: event.kind === 'status' ? 'primary.contrastText' : 'text.secondary',
                    flexShrink: 0,
                  }}
                >
                  {ICONS[event.kind]}
                </Box>
                {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', minHeight: 16 }} />}
              </Box>
              <Box sx={{ pb: last ? 0 : 2, pt: 0.5, minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {what}
                </Typography>
                {note && (
                  <Typography
                    variant="body2"
                    sx={{
                      mt: 0.5,
                      pl: 1.5,
                      borderLeft: 3,
                      borderColor: 'divider',
                      color: 'text.secondary',
                      whiteSpace: 'pre-wrap',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {note}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  <RelativeTime at={event.at} />
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Panel>
  );
}
