import type { TTicketDetail, TTicketFile } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { AlertDialog } from '../../../../ui/alert-dialog';
import { useToast } from '../../../../ui/use-toast';
import { useRemoveTicketFile } from '../../api/remove-ticket-file';
import { useRefreshStaleTicket } from '../detail/use-stale-ticket';
import { FileList } from './file-list';

/**
 * The ticket's source files, each removable after a confirmation. A removal applies at once;
 * the server keeps the last file (a ticket needs a configuration) and says so.
 */
export function SavedFiles({ ticket, disabled }: { ticket: TTicketDetail; disabled: boolean }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState<TTicketFile | null>(null);
  const refreshStale = useRefreshStaleTicket(ticket.id);
  const remove = useRemoveTicketFile({
    onError: refreshStale,
    onSuccess: (_detail, { file }) => {
      toast.show({ severity: 'success', message: `${file.name} removed` });
    },
  });
  const sources = ticket.files.filter((file) => file.kind === 'source');
  return (
    <>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Files on the ticket
      </Typography>
      <FileList
        label="Files on the ticket"
        rows={sources.map((file) => ({ ...file, key: file.id }))}
        disabled={disabled || remove.isPending}
        onRemove={(id) => setConfirming(sources.find((file) => file.id === id) ?? null)}
      />
      {remove.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }} onClose={() => remove.reset()}>
          {errorMessage(remove.error)}
        </Alert>
      )}
      <AlertDialog
        open={confirming !== null}
        title={`Remove ${confirming?.name ?? 'the file'}?`}
        doneLabel="Remove"
        onDone={() => {
          if (confirming) remove.mutate({ ticketId: ticket.id, file: confirming });
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      >
        The file is removed from ticket {ticket.id} at once; the other changes wait for Save.
      </AlertDialog>
    </>
  );
}
