import type { TRunDetail } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../lib/error-message';
import { useSourceLines } from '../../api/get-source-lines';

import { originText, type TOrigin } from './report-rows';

/** Lines shown around a long object: its first lines, then a note of how many more. */
const MAX_LINES = 12;

export const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
};

/** The source lines of one object (the file fetched once per run view), numbered. */
export function SourceLines({
  ticketId,
  run,
  origin,
}: {
  ticketId: number;
  run: TRunDetail;
  origin: TOrigin;
}) {
  const where = originText(origin);
  const file = run.inputs.files.find((f) => f.name === origin.file);
  const lines = useSourceLines(ticketId, file?.id);
  if (!file) return <Typography variant="body2">{where}</Typography>;
  if (lines.isPending) return <Typography variant="body2">Loading {where}…</Typography>;
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
      // A named group: a plain pre may carry no name (issue 23 item 5).
      role="group"
      aria-label={`Source lines ${where}`}
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
