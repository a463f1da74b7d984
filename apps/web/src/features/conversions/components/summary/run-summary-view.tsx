import type { TRunDetail } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OutcomeChart } from './outcome-chart';
import { OutcomeTable } from './outcome-table';
import { RunFacts } from './run-facts';
import { OUTCOME_COLOURS, OUTCOME_LABELS, OUTCOMES, totalsByType } from './report-totals';

/** The run at a glance: totals, the chart and table per object type, and how it was made. */
export function RunSummaryView({ run }: { run: TRunDetail }) {
  const rows = run.report ? totalsByType(run.report) : [];
  return (
    <Stack spacing={3}>
      {run.counts && (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
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
                {run.counts?.[outcome].toLocaleString()}
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
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
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
