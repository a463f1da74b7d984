import type { TRunDetail } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VerdictChip } from '../run-status';
import { VERDICT_LOOKS } from '../verification/verdict-looks';
import { OutcomeChart } from './outcome-chart';
import { OutcomeTable } from './outcome-table';
import { RunFacts } from './run-facts';
import {
  grandTotals,
  OUTCOME_COLOURS,
  OUTCOME_LABELS,
  OUTCOMES,
  totalsByType,
} from './report-totals';

/** The run at a glance: totals, the chart and table per object type, and how it was made. */
export function RunSummaryView({ run }: { run: TRunDetail }) {
  const rows = run.report ? totalsByType(run.report) : [];
  // From the report, so unrecognised lines count apart even for runs stored before they did.
  const totals = grandTotals(rows);
  return (
    <Stack spacing={3}>
      {run.verdict && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
          role="group"
          aria-label="Verification"
        >
          <Box>
            <VerdictChip verdict={run.verdict} />
          </Box>
          <Typography variant="body2">{VERDICT_LOOKS[run.verdict].summary}</Typography>
        </Stack>
      )}
      {run.counts && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(5, minmax(0, 1fr))',
            },
          }}
        >
          {OUTCOMES.map((outcome) => (
            <Paper
              key={outcome}
              variant="outlined"
              sx={{ p: 1.5, borderLeft: 4, borderLeftColor: OUTCOME_COLOURS[outcome] }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {OUTCOME_LABELS[outcome]}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
                {totals[outcome].toLocaleString()}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
      {rows.length === 0 ? (
        <Typography color="text.secondary">The report lists no objects.</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            // Five outcome columns beside the chart need a wide screen; below it they stack.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <OutcomeChart rows={rows} />
          </Box>
          <OutcomeTable rows={rows} />
        </Box>
      )}
      <RunFacts run={run} />
    </Stack>
  );
}
