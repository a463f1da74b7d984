import { TICKET_STATUS_LABELS, type TTicketDetail } from '@fwmig/contract';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MessageComposer } from './message-composer';
import { Panel } from '../../../../ui/panel';
import { viewerKind } from './ticket-actions-model';
import { TicketMessage } from './ticket-message';
import { useFileDownload } from './use-file-download';

/** The messages between customer and engineers, oldest first, and the composer under them. */
export function TicketConversation({ ticket }: { ticket: TTicketDetail }) {
  const downloads = useFileDownload(ticket.id);
  const messages = [...ticket.messages].sort((a, b) => a.at.localeCompare(b.at));
  const canWrite = ticket.can.message || ticket.can.internalNote;
  const engineer = viewerKind(ticket.can) === 'engineer';
  return (
    <Panel
      title="Conversation"
      aside={
        <Typography variant="body2" color="text.secondary">
          {messages.length === 1 ? '1 message' : `${messages.length} messages`}
        </Typography>
      }
    >
      <Stack spacing={2}>
        {messages.length === 0 ? (
          <Box
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', color: 'text.secondary', py: 1 }}
          >
            <ForumIcon aria-hidden />
            <Typography>
              {!canWrite
                ? 'No messages.'
                : engineer
                  ? 'No messages yet. Questions and answers about this conversion go here.'
                  : 'No messages yet. The engineer writes here when they need something from you.'}
            </Typography>
          </Box>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Messages">
            {messages.map((message) => (
              <TicketMessage key={message.id} message={message} downloads={downloads} />
            ))}
          </Stack>
        )}
        {canWrite ? (
          <MessageComposer ticket={ticket} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {ticket.status === 'closed' || ticket.status === 'cancelled'
              ? `This ticket is ${TICKET_STATUS_LABELS[ticket.status].toLowerCase()}: it takes no more messages.`
              : 'You can read this ticket but not write to it.'}
          </Typography>
        )}
      </Stack>
    </Panel>
  );
}
