import { OPEN_STATUSES, type TRunScope, type TTicketDetail } from '@fwmig/contract';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
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
  // A refusal (the ticket closed meanwhile) reaches the user as the app's error toast.
  const run = useStartRun({
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
