import type { TRunSummary, TTicketDetail } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** What the customer does about a run that could not read the ticket's files (issue 19 item 2). */
export const REPLACE_FILE_LABEL = 'Replace the file';

/**
 * A failed run: why, and what to do. A run that failed on its input (the file is not a
 * configuration, empty, another vendor's) is the customer's to fix: replace the file on the
 * ticket's edit page and the conversion runs again by itself; the licence was given back when no
 * run of the ticket had a result. Any other failure is the engineers'.
 */
export function RunFailed({
  ticket,
  summary,
  error,
  engineer,
  licenceGivenBack,
}: {
  ticket: TTicketDetail;
  summary: Pick<TRunSummary, 'number' | 'failure'>;
  error: string | null;
  engineer: boolean;
  /** The server's rule (run-processor): the latest run, and no run of the ticket has a result. */
  licenceGivenBack: boolean;
}) {
  const reason = error ?? 'The conversion stopped without a reason.';
  if (summary.failure === 'input') {
    return (
      <Alert severity="warning">
        <AlertTitle>Run {summary.number} could not read the file</AlertTitle>
        <p style={{ margin: 0 }}>{reason}</p>
        <p style={{ marginBottom: 0 }}>
          {ticket.can.edit
            ? 'On the edit page, add the firewall’s configuration export and tick “Replace the files on the ticket”: the conversion runs again by itself.'
            : 'The ticket can no longer be edited: write to the engineers below with the right file.'}{' '}
          {licenceGivenBack &&
            'The ticket’s licence was given back: the next conversion uses one again.'}
        </p>
        {ticket.can.edit && (
          <Button
            component={RouterLink}
            to={`/ticket/edit/${ticket.id}`}
            color="inherit"
            variant="outlined"
            size="small"
            sx={{ mt: 1.5, whiteSpace: 'nowrap' }}
          >
            {REPLACE_FILE_LABEL}
          </Button>
        )}
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      <AlertTitle>Run {summary.number} failed</AlertTitle>
      {reason}
      {engineer && ' Fix the cause, then use “Run conversion” to try again.'}
    </Alert>
  );
}
