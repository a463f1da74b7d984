import type { TRunSummary, TTicketDetail } from '@fwmig/contract';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, hasErrorCode } from '../../../lib/error-message';
import { CONVERSION_KEYS, TICKET_KEYS } from '../../../lib/query-keys';
import { AlertDialog } from '../../../ui/alert-dialog';
import { useToast } from '../../../ui/use-toast';
import { useDeliverRun } from '../api/deliver-run';
import { downloadRunOutputRequest } from '../api/download-run-output';
import { useChecklist } from '../api/get-checklist';
import { useReleaseRun } from '../api/release-run';

type TConfirm = 'release' | 'deliver' | null;

/**
 * What can be done with a finished run: download its configuration; engineers also show it to
 * the customer (release) or deliver it, which the checklist must allow first.
 */
export function RunActions({
  ticket,
  run,
  engineer,
}: {
  ticket: TTicketDetail;
  run: TRunSummary;
  engineer: boolean;
}) {
  const toast = useToast();
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const [downloading, setDownloading] = useState(false);
  const checklist = useChecklist(ticket.id, engineer);
  // The checklist is the latest run's; for an older run the server checks its own items.
  const open = checklist.data?.runId === run.id ? checklist.data.open : 0;

  const release = useReleaseRun({
    onSuccess: () => {
      setConfirm(null);
      toast.show({
        severity: 'success',
        message: `Run ${run.number} is now shown to the customer.`,
      });
    },
  });
  const queryClient = useQueryClient();
  const deliver = useDeliverRun({
    // The checklist or the ticket moved on since the page was drawn: fetch them again, so the
    // button's reason under it says what is missing now (the toast says why it was refused).
    onError: (error) => {
      if (hasErrorCode(error, 'CHECKLIST_OPEN')) {
        setConfirm(null);
        void queryClient.invalidateQueries({ queryKey: CONVERSION_KEYS.checklist(ticket.id) });
      } else if (hasErrorCode(error, 'STATUS_MOVE_REFUSED', 'DELIVERABLE_REQUIRED')) {
        setConfirm(null);
        void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.detail(ticket.id) });
      }
    },
    onSuccess: () => {
      setConfirm(null);
      toast.show({
        severity: 'success',
        message: `Run ${run.number} is delivered: the customer can download it.`,
      });
    },
  });
  const acting = release.isPending || deliver.isPending;

  if (run.status !== 'done') return null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadRunOutputRequest({ ticketId: ticket.id, run });
    } catch (error) {
      toast.show({ severity: 'error', message: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  const canDeliver = engineer && ticket.can.deliver && ticket.status !== 'delivered';
  const deliverBlocker = !canDeliver
    ? null
    : ticket.status !== 'in_progress'
      ? 'Move the ticket to In progress to deliver.'
      : open > 0
        ? `Tick off the checklist first (${open} open).`
        : null;

  return (
    <Stack spacing={0.5} sx={{ alignItems: { sm: 'flex-end' } }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={downloading}
          onClick={() => void download()}
        >
          {downloading ? 'Downloading…' : 'Download output'}
        </Button>
        {engineer && !run.released && (
          <Button
            variant="outlined"
            startIcon={<VisibilityIcon />}
            disabled={!ticket.can.assign}
            onClick={() => setConfirm('release')}
          >
            Show to customer
          </Button>
        )}
        {canDeliver && !run.delivered && (
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            disabled={deliverBlocker !== null}
            onClick={() => setConfirm('deliver')}
          >
            Deliver run {run.number}
          </Button>
        )}
      </Stack>
      {engineer && deliverBlocker && !run.delivered && (
        <Typography variant="caption" color="text.secondary">
          {deliverBlocker}
        </Typography>
      )}
      <AlertDialog
        open={confirm !== null}
        title={confirm === 'deliver' ? `Deliver run ${run.number}?` : `Show run ${run.number}?`}
        doneLabel={confirm === 'deliver' ? 'Deliver' : 'Show to customer'}
        doneDisabled={acting}
        onCancel={() => setConfirm(null)}
        onDone={() =>
          (confirm === 'release' ? release : deliver).mutate({ ticketId: ticket.id, runId: run.id })
        }
      >
        {confirm === 'deliver'
          ? 'Its FortiOS configuration and report become the ticket’s deliverables, and the ticket moves to Delivered.'
          : 'The customer will see this run’s report and can download its configuration.'}
      </AlertDialog>
    </Stack>
  );
}
