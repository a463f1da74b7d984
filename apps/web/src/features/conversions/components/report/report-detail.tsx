import type { TRunDetail } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../lib/error-message';
import { useSourceLines } from '../../hooks/use-runs';
import type { TReportRow } from './report-rows';

/** Lines shown around a long object: its first lines, then a note of how many more. */
const MAX_LINES = 12;

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
};

function SourceLines({
  ticketId,
  run,
  row,
}: {
  ticketId: number;
  run: TRunDetail;
  row: TReportRow;
}) {
  const { origin } = row.entry;
  const file = run.inputs.files.find((f) => f.name === origin.file);
  const lines = useSourceLines(ticketId, file?.id);
  if (!file) return <Typography variant="body2">{row.source}</Typography>;
  if (lines.isPending) return <Typography variant="body2">Loading {row.source}…</Typography>;
  if (lines.isError) {
    return (
      <Typography variant="body2" color="error">
        {errorMessage(lines.error)}
      </Typography>
    );
  }
  const last = Math.min(origin.endLine, origin.line + MAX_LINES - 1);
  const shown = lines.data.slice(origin.line - 1, last);
  return (
    <Box
      component="pre"
      aria-label={`Source lines ${row.source}`}
      sx={{
        ...mono,
        m: 0,
        p: 1.5,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflowX: 'auto',
      }}
    >
      {shown.map((text, index) => (
        <Box key={index} component="span" sx={{ display: 'block', whiteSpace: 'pre' }}>
          <Box
            component="span"
            aria-hidden
            sx={{ color: 'text.secondary', userSelect: 'none', pr: 2 }}
          >
            {String(origin.line + index).padStart(String(last).length, ' ')}
          </Box>
          {text}
        </Box>
      ))}
      {origin.endLine > last && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          … {origin.endLine - last} more lines
        </Box>
      )}
    </Box>
  );
}

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
        <SourceLines ticketId={ticketId} run={run} row={row} />
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
