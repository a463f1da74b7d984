import type { TRunSummary, TTicketDetail } from '@fwmig/contract';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { AlertDialog } from '../../../ui/alert-dialog';
import { useToast } from '../../../ui/use-toast';
import { deliverRun, downloadRunOutput, releaseRun } from '../api/conversions-api';
import { useChecklist } from '../hooks/use-runs';

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
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const [downloading, setDownloading] = useState(false);
  const checklist = useChecklist(ticket.id, engineer);
  // The checklist is the latest run's; for an older run the server checks its own items.
  const open = checklist.data?.runId === run.id ? checklist.data.open : 0;

  const act = useMutation({
    mutationFn: (what: 'release' | 'deliver') =>
      what === 'release' ? releaseRun(ticket.id, run.id) : deliverRun(ticket.id, run.id),
    onSuccess: async (_, what) => {
      setConfirm(null);
      // The run's flags, the ticket's status, files and history all changed.
      await queryClient.invalidateQueries({ queryKey: ['tickets'] });
      toast.show({
        severity: 'success',
        message:
          what === 'release'
            ? `Run ${run.number} is now shown to the customer.`
            : `Run ${run.number} is delivered: the customer can download it.`,
      });
    },
  });

  if (run.status !== 'done') return null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadRunOutput(ticket.id, run);
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
        doneDisabled={act.isPending}
        onCancel={() => setConfirm(null)}
        onDone={() => confirm && act.mutate(confirm)}
      >
        {confirm === 'deliver'
          ? 'Its FortiOS configuration and report become the ticket’s deliverables, and the ticket moves to Delivered.'
          : 'The customer will see this run’s report and can download its configuration.'}
      </AlertDialog>
    </Stack>
  );
}
