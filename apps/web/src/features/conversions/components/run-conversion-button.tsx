import { OPEN_STATUSES, type TRunScope, type TTicketDetail } from '@fwmig/contract';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasErrorCode } from '../../../lib/error-message';
import { CONVERSION_KEYS, TICKET_KEYS } from '../../../lib/query-keys';
import { useToast } from '../../../ui/use-toast';
import { useStartRun } from '../api/start-run';

/**
 * An engineer's "Run conversion": converts the ticket again as it stands now. For a
 * configuration of several parts (device groups, logical systems, VDOMs) the engineer picks
 * the part first; it starts on the one the latest run converted.
 */
export function RunConversionButton({
  ticket,
  scope,
  onStarted,
}: {
  ticket: TTicketDetail;
  /** The latest result's parts, if the configuration has several. */
  scope: TRunScope | null;
  onStarted: (runNumber: number) => void;
}) {
  const toast = useToast();
  const [picked, setPicked] = useState<string | null>(null);
  const part = picked ?? scope?.name;
  const queryClient = useQueryClient();
  // A refusal reaches the user as the app's error toast. A part the configuration no longer
  // has (a newer file): back to the latest result's parts. A ticket closed meanwhile: the
  // ticket is fetched again, which hides the button.
  const run = useStartRun({
    onError: (error) => {
      if (hasErrorCode(error, 'UNKNOWN_PART')) {
        setPicked(null);
        void queryClient.invalidateQueries({ queryKey: CONVERSION_KEYS.runs(ticket.id) });
      } else if (hasErrorCode(error, 'TICKET_NOT_EDITABLE', 'ENGINE_UNSUPPORTED')) {
        void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.detail(ticket.id) });
      }
    },
    onSuccess: (started) => {
      toast.show({ severity: 'success', message: `Run ${started.number} is queued.` });
      onStarted(started.number);
    },
  });
  const open = OPEN_STATUSES.includes(ticket.status);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {scope && scope.names.length > 1 && (
        <TextField
          select
          size="small"
          label={scope.kind}
          value={part ?? ''}
          onChange={(event) => setPicked(event.target.value)}
          sx={{ minWidth: 160, maxWidth: 260 }}
        >
          {scope.names.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button
        variant="contained"
        startIcon={<PlayArrowIcon />}
        disabled={!open || run.isPending}
        title={open ? undefined : 'Reopen the ticket to convert again.'}
        onClick={() =>
          run.mutate(scope && part ? { ticketId: ticket.id, scope: part } : { ticketId: ticket.id })
        }
        sx={{ flexShrink: 0 }}
      >
        Run conversion
      </Button>
    </Stack>
  );
}
