import type { TRunDetail } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TReportRow } from './report-rows';
import { mono, SourceLines } from './source-lines';

/** Under a report row: the source lines it came from and the FortiOS objects it became. */
export function ReportDetail({
  ticketId,
  run,
  row,
}: {
  ticketId: number;
  run: TRunDetail;
  row: TReportRow;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '3fr 2fr' },
        py: 1,
      }}
    >
      <Stack spacing={0.75} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h4">
          Source ({row.source})
        </Typography>
        <SourceLines ticketId={ticketId} run={run} origin={row.entry.origin} />
      </Stack>
      <Stack spacing={0.75} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h4">
          FortiOS objects
        </Typography>
        {row.entry.targets.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None: nothing was written for it.
          </Typography>
        ) : (
          <Box component="ul" sx={{ ...mono, m: 0, pl: 2.5 }}>
            {row.entry.targets.map((target) => (
              <li key={target}>{target}</li>
            ))}
          </Box>
        )}
        <Typography variant="caption" color="text.secondary">
          Code {row.code}
        </Typography>
      </Stack>
    </Box>
  );
}
