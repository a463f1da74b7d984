import type { TRunSummary } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../lib/error-message';
import { Spinner } from '../../../../ui/spinner';
import { useRunOutput } from '../../api/get-run-output';
import { GUTTER_COLOURS } from '../output/code-colours';
import { DiffView } from './diff-view';
import { useOutputDiff } from './use-output-diff';

const COUNT = new Intl.NumberFormat('en');
const lines = (count: number) => `${COUNT.format(count)} ${count === 1 ? 'line' : 'lines'}`;

/** The FortiOS outputs of two runs (older first) as a unified diff, with its size. */
export function OutputComparison({
  ticketId,
  older,
  newer,
}: {
  ticketId: number;
  older: TRunSummary;
  newer: TRunSummary;
}) {
  const before = useRunOutput(ticketId, older);
  const after = useRunOutput(ticketId, newer);
  const result = useOutputDiff(before.data, after.data);
  const runs = `run ${older.number} and run ${newer.number}`;

  const failed = before.error ?? after.error;
  if (failed) return <Alert severity="error">{errorMessage(failed)}</Alert>;
  if (result.status === 'pending') {
    const what = before.data === undefined || after.data === undefined ? 'Loading' : 'Comparing';
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 4 }}>
        <Spinner label={`${what} the outputs`} />
        <Typography variant="body2" color="text.secondary">
          {what} the outputs…
        </Typography>
      </Stack>
    );
  }
  const { diff } = result;
  if (!diff) {
    return (
      <Alert severity="info" role="status">
        The outputs of {runs} differ too much to compare line by line here. Download both to compare
        them with a tool of your choice.
      </Alert>
    );
  }
  if (diff.added === 0 && diff.removed === 0) {
    return (
      <Alert severity="success" role="status">
        The outputs of {runs} are identical.
      </Alert>
    );
  }
  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        From run {older.number} to run {newer.number}:{' '}
        <Box component="span" sx={{ color: GUTTER_COLOURS.added }}>
          +{lines(diff.added)}
        </Box>{' '}
        /{' '}
        <Box component="span" sx={{ color: GUTTER_COLOURS.removed }}>
          −{lines(diff.removed)}
        </Box>
      </Typography>
      <DiffView
        diff={diff}
        oldText={result.oldText}
        newText={result.newText}
        label={`Changes in the output from run ${older.number} to run ${newer.number}`}
      />
    </Stack>
  );
}
