import { RUN_REASON_LABELS, type TRunSummary } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RelativeTime } from '../../../ui/relative-time';
import { isActiveRun } from '../api/run-states';
import { RunStatusChip, VerdictChip } from './run-status';

/** A short account of a finished run's objects: "812 converted · 14 partial · 3 unsupported". */
export function countsText(run: Pick<TRunSummary, 'counts'>): string {
  if (!run.counts) return '';
  const { converted, partial, unsupported, ignored, unrecognised = 0 } = run.counts;
  return [
    `${converted.toLocaleString()} converted`,
    partial > 0 && `${partial.toLocaleString()} partial`,
    unsupported > 0 && `${unsupported.toLocaleString()} unsupported`,
    unrecognised > 0 && `${unrecognised.toLocaleString()} unrecognised`,
    ignored > 0 && `${ignored.toLocaleString()} ignored`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** issue 19 item 2: "Shown to customer" is for engineers; a customer sees only what they have. */
function Visibility({ run, engineer }: { run: TRunSummary; engineer: boolean }) {
  if (run.delivered) return <Chip size="small" color="success" label="Delivered" />;
  if (run.released && engineer) {
    return <Chip size="small" variant="outlined" label="Shown to customer" />;
  }
  return null;
}

function RunRow({
  run,
  selected,
  engineer,
  onSelect,
}: {
  run: TRunSummary;
  selected: boolean;
  engineer: boolean;
  onSelect: () => void;
}) {
  const reason = run.automatic ? 'Automatic, on submission' : RUN_REASON_LABELS[run.reason];
  // Runs of a many-part configuration say which part (device group, logical system) they did.
  const part =
    run.scope && run.scope.names.length > 1
      ? ` · ${run.scope.kind.toLowerCase()} ${run.scope.name}`
      : '';
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        sx={{
          borderRadius: 1,
          gap: 2,
          py: 1,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'auto minmax(0, 1fr)',
            md: '72px 190px minmax(0, 1fr) minmax(0, 1.2fr) auto',
          },
          alignItems: 'center',
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>Run {run.number}</Typography>
        <Box>
          <RunStatusChip status={run.status} />
        </Box>
        <Stack spacing={0.25} sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Typography variant="body2" noWrap title={`${reason}${part}`}>
            {reason}
            {part}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap>
            {run.automatic ? 'Conversion service' : run.requestedBy} ·{' '}
            <RelativeTime at={run.finishedAt ?? run.queuedAt} />
          </Typography>
        </Stack>
        <Typography
          variant="body2"
          color={run.error ? 'error' : 'text.secondary'}
          sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}
          noWrap
          title={run.error ?? countsText(run)}
        >
          {run.error ?? (isActiveRun(run) ? 'Working…' : countsText(run))}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          {run.verdict && run.status === 'done' && <VerdictChip verdict={run.verdict} />}
          <Visibility run={run} engineer={engineer} />
        </Stack>
      </ListItemButton>
    </Box>
  );
}

/** The ticket's runs, newest first; choosing one shows it below. */
export function RunList({
  runs,
  selectedId,
  engineer,
  onSelect,
}: {
  runs: readonly TRunSummary[];
  selectedId: string;
  /** Engineers also see which runs the customer was shown. */
  engineer: boolean;
  onSelect: (runNumber: number) => void;
}) {
  return (
    <Box
      component="ul"
      aria-label="Conversion runs"
      sx={{ m: 0, p: 0, display: 'grid', gap: 0.5, maxHeight: 320, overflowY: 'auto' }}
    >
      {runs.map((run) => (
        <RunRow
          key={run.id}
          run={run}
          selected={run.id === selectedId}
          engineer={engineer}
          onSelect={() => onSelect(run.number)}
        />
      ))}
    </Box>
  );
}
