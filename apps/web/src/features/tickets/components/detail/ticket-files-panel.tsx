import type { TTicketDetail, TTicketFile } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AttachDeliverable } from './attach-deliverable';
import { Panel } from '../../../../ui/panel';
import { viewerKind } from './ticket-actions-model';
import { TicketFileRow } from './ticket-file-row';
import { useFileDownload } from './use-file-download';

function FileGroup({
  title,
  files,
  empty,
  downloads,
}: {
  title: string;
  files: TTicketFile[];
  empty: string;
  downloads: ReturnType<typeof useFileDownload>;
}) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {title} ({files.length})
      </Typography>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={title}>
          {files.map((file) => (
            <TicketFileRow key={file.id} file={file} downloads={downloads} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The customer's configuration files and the engineers' deliverables (what the customer
 * downloads). Engineers who may deliver attach deliverables here.
 */
export function TicketFilesPanel({ ticket }: { ticket: TTicketDetail }) {
  const downloads = useFileDownload(ticket.id);
  const engineer = viewerKind(ticket.can) === 'engineer';
  const sources = ticket.files.filter((file) => file.kind === 'source');
  const deliverables = ticket.files.filter((file) => file.kind === 'deliverable');
  const attachments = ticket.messages.flatMap((message) => message.files);
  return (
    <Panel title="Files">
      <Stack spacing={2.5}>
        <FileGroup
          title="Configuration files"
          files={sources}
          empty="No configuration file."
          downloads={downloads}
        />
        <Stack spacing={1}>
          <FileGroup
            title="Deliverables"
            files={deliverables}
            empty={
              ticket.status === 'closed' || ticket.status === 'cancelled'
                ? 'Nothing was delivered.'
                : ticket.can.deliver
                  ? 'Nothing delivered yet. Attach the converted configuration and the report here.'
                  : engineer
                    ? 'Nothing delivered yet.'
                    : 'Your converted configuration appears here once it is delivered.'
            }
            downloads={downloads}
          />
          {ticket.can.deliver && <AttachDeliverable ticketId={ticket.id} />}
        </Stack>
        {attachments.length > 0 && (
          <FileGroup
            title="Sent in the conversation"
            files={attachments}
            empty=""
            downloads={downloads}
          />
        )}
      </Stack>
    </Panel>
  );
}
