import type { TRunSummary } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../lib/error-message';
import { LoadingOverlay } from '../../../../ui/loading-overlay';
import { visuallyHidden } from '../../../../ui/visually-hidden';
import { useRun } from '../../api/get-run';
import { REPORT_STATUS_LOOKS } from '../report-statuses';
import { compareTotals } from './totals-rows';

const COUNT = new Intl.NumberFormat('en');
/** A changed count: amber, bold, and written "before → after (+n)" so colour is not the cue. */
const CHANGED = { bgcolor: '#fff4d6', fontWeight: 700 } as const;
const DELTA_COLOUR = '#6d4c00';

const signed = (delta: number) =>
  delta > 0 ? `+${COUNT.format(delta)}` : `−${COUNT.format(-delta)}`;

function CountCell({
  before,
  after,
  older,
  newer,
}: {
  before: number;
  after: number;
  older: number;
  newer: number;
}) {
  if (before === after) {
    return <TableCell align="right">{COUNT.format(after)}</TableCell>;
  }
  return (
    <TableCell align="right" sx={CHANGED}>
      <span aria-hidden="true">
        {COUNT.format(before)} → {COUNT.format(after)}
      </span>
      <Box component="span" sx={visuallyHidden}>
        {`${COUNT.format(before)} in run ${older}, ${COUNT.format(after)} in run ${newer}`}
      </Box>{' '}
      <Box component="span" sx={{ color: DELTA_COLOUR }}>
        ({signed(after - before)})
      </Box>
    </TableCell>
  );
}

/** The report's counts per object type in two runs, the changed ones highlighted. */
export function TotalsComparison({
  ticketId,
  older,
  newer,
}: {
  ticketId: number;
  older: TRunSummary;
  newer: TRunSummary;
}) {
  const before = useRun(ticketId, older.id);
  const after = useRun(ticketId, newer.id);
  const failed = before.error ?? after.error;
  if (failed) return <Alert severity="error">{errorMessage(failed)}</Alert>;
  if (!before.data || !after.data) {
    return (
      <LoadingOverlay loading>
        <Box sx={{ minHeight: 120 }} />
      </LoadingOverlay>
    );
  }
  const withoutReport = [before.data, after.data].find((run) => !run.report);
  if (withoutReport) {
    return <Alert severity="info">Run {withoutReport.number} has no report to compare.</Alert>;
  }

  const { rows, statuses } = compareTotals(
    before.data.report?.totals ?? {},
    after.data.report?.totals ?? {},
  );
  const changed = rows.filter((row) => row.changed).length;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {changed === 0
          ? `Every count is the same in run ${older.number} and run ${newer.number}.`
          : `Counts of run ${older.number} → run ${newer.number}; ${changed} of ${rows.length} object types changed.`}
      </Typography>
      <TableContainer>
        <Table
          size="small"
          aria-label={`Objects per type, run ${older.number} and run ${newer.number}`}
          sx={{ '& td': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Object type</TableCell>
              {statuses.map((status) => (
                <TableCell key={status} align="right">
                  {REPORT_STATUS_LOOKS[status].label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.type}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={row.changed ? { fontWeight: 700 } : undefined}
                >
                  {row.type}
                </TableCell>
                {statuses.map((status) => (
                  <CountCell
                    key={status}
                    {...row.counts[status]}
                    older={older.number}
                    newer={newer.number}
                  />
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
