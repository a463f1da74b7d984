import type { TRunSummary } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { formatBytes } from '../../../../lib/format';
import { EmptyState } from '../../../../ui/empty-state';
import { LoadingOverlay } from '../../../../ui/loading-overlay';
import { useRunOutput } from '../../api/get-run-output';
import { rangesOnLine } from './find-matches';
import { FindBar } from './find-bar';
import { openQuotesAtLineStarts } from './fortios-highlight';
import { HighlightedText } from './highlighted-text';
import { CopyAllButton, DownloadOutputButton } from './output-actions';
import { digitsOf, splitLines } from './output-text';
import { useFind } from './use-find';
import { VirtualLines } from './virtual-lines';

const COUNT = new Intl.NumberFormat('en');

function OutputText({
  run,
  text,
  download,
}: {
  run: TRunSummary;
  text: string;
  download: ReactNode;
}) {
  const lines = useMemo(() => splitLines(text), [text]);
  const quotes = useMemo(() => openQuotesAtLineStarts(lines), [lines]);
  const { outputSize } = run;
  const size = useMemo(
    () => outputSize ?? new TextEncoder().encode(text).length,
    [outputSize, text],
  );
  const find = useFind(lines);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <FindBar find={find} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {COUNT.format(lines.length)} {lines.length === 1 ? 'line' : 'lines'} · {formatBytes(size)}
        </Typography>
        <CopyAllButton text={text} lines={lines.length} />
        {download}
      </Stack>
      <VirtualLines
        label={`FortiOS configuration of run ${run.number}`}
        count={lines.length}
        digits={digitsOf(lines.length)}
        jumpTo={find.jumpTo}
        renderLine={(index) => (
          <>
            <span className="code-gutter" aria-hidden="true">
              <span className="code-number">{index + 1}</span>
            </span>
            <span className="code-text">
              <HighlightedText
                text={lines[index] ?? ''}
                openQuote={quotes[index] ?? null}
                ranges={rangesOnLine(find.matches, index, find.current)}
              />
            </span>
          </>
        )}
      />
    </Stack>
  );
}

/**
 * The FortiOS configuration a run wrote: line-numbered and coloured, with find, copy and
 * download. Only the lines in view are rendered, so outputs of any length scroll smoothly.
 */
export function OutputViewer({ ticketId, run }: { ticketId: number; run: TRunSummary }) {
  const output = useRunOutput(ticketId, run);
  const download = <DownloadOutputButton ticketId={ticketId} run={run} />;

  let body: ReactNode;
  if (run.status !== 'done') {
    body = (
      <EmptyState
        text={
          run.status === 'failed'
            ? `Run ${run.number} failed, so it wrote no configuration.`
            : `The configuration appears here once run ${run.number} has finished.`
        }
      />
    );
  } else if (output.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void output.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(output.error)}
      </Alert>
    );
  } else if (output.data === undefined) {
    body = (
      <LoadingOverlay loading>
        <Box sx={{ minHeight: 240 }} />
      </LoadingOverlay>
    );
  } else if (output.data === '') {
    body = <EmptyState text={`Run ${run.number} wrote an empty configuration.`} />;
  } else {
    // Another run starts at its top, with a search of its own.
    return <OutputText key={run.id} run={run} text={output.data} download={download} />;
  }

  return (
    <Stack spacing={1.5}>
      {run.status === 'done' && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          {download}
        </Stack>
      )}
      {body}
    </Stack>
  );
}
