import {
  RUN_STATUS_LABELS,
  type TRunStatus,
  type TRunSummary,
  type TVerdict,
} from '@fwmig/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TintedChip, type TChipLook } from '../../../ui/tinted-chip';
import { VERDICT_LOOKS } from './verification/verdict-looks';

const WORKING = { fg: '#0d47a1', bg: '#e3f2fd', icon: <SyncIcon /> };
const STATUS_LOOKS: Record<TRunStatus, TChipLook> = {
  queued: { fg: '#37474f', bg: '#eceff1', icon: <HourglassIcon /> },
  parsing: WORKING,
  converting: WORKING,
  verifying: WORKING,
  done: { fg: '#1b5e20', bg: '#e8f5e9', icon: <CheckCircleIcon /> },
  failed: { fg: '#b71c1c', bg: '#ffebee', icon: <ErrorIcon /> },
};

/** A run's status as a tinted chip with its label; the icon says it without colour too. */
export function RunStatusChip({
  status,
  size = 'small',
}: {
  status: TRunStatus;
  size?: 'small' | 'medium';
}) {
  return (
    <TintedChip
      look={STATUS_LOOKS[status]}
      label={RUN_STATUS_LABELS[status]}
      size={size}
      data-run-status={status}
    />
  );
}

/** The verification verdict of a run as a chip. */
export function VerdictChip({
  verdict,
  size = 'small',
}: {
  verdict: TVerdict;
  size?: 'small' | 'medium';
}) {
  const look = VERDICT_LOOKS[verdict];
  return (
    <TintedChip
      look={look}
      label={look.label}
      size={size}
      title={look.title}
      data-verdict={verdict}
      data-verdict-role={look.role}
    />
  );
}

/** The steps a run goes through, in order. */
const STEPS: TRunStatus[] = ['queued', 'parsing', 'converting', 'verifying', 'done'];

/**
 * Where a working run is: a bar over the four steps and the step's name, announced politely to
 * screen readers as it moves.
 */
export function RunProgress({ run }: { run: Pick<TRunSummary, 'status' | 'number'> }) {
  const step = Math.max(0, STEPS.indexOf(run.status));
  return (
    <Stack spacing={0.75} sx={{ minWidth: 0 }}>
      <LinearProgress
        variant={run.status === 'queued' ? 'indeterminate' : 'determinate'}
        value={((step + 0.5) / (STEPS.length - 1)) * 100}
        aria-label={`Run ${run.number} progress`}
      />
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
        Step {Math.min(step + 1, 4)} of 4: {RUN_STATUS_LABELS[run.status]}…
      </Typography>
    </Stack>
  );
}
