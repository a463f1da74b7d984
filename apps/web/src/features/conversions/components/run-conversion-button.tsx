import { OPEN_STATUSES, type TTicketDetail } from '@fwmig/contract';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../ui/use-toast';
import { CONVERSION_KEYS, startRun } from '../api/conversions-api';

/** An engineer's "Run conversion": converts the ticket again as it stands now. */
export function RunConversionButton({
  ticket,
  onStarted,
}: {
  ticket: TTicketDetail;
  onStarted: (runNumber: number) => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  // A refusal (the ticket closed meanwhile) reaches the user as the app's error toast.
  const run = useMutation({
    mutationFn: () => startRun(ticket.id),
    onSuccess: async (started) => {
      await queryClient.invalidateQueries({ queryKey: CONVERSION_KEYS.runs(ticket.id) });
      toast.show({ severity: 'success', message: `Run ${started.number} is queued.` });
      onStarted(started.number);
    },
  });
  const open = OPEN_STATUSES.includes(ticket.status);
  return (
    <Button
      variant="contained"
      startIcon={<PlayArrowIcon />}
      disabled={!open || run.isPending}
      title={open ? undefined : 'Reopen the ticket to convert again.'}
      onClick={() => run.mutate()}
    >
      Run conversion
    </Button>
  );
}
