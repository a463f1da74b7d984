import { RUN_REASON_LABELS, type TRunSummary } from '@fwmig/contract';
import { formatRelative } from '../../../../lib/format';
import type { TDropdownOption } from '../../../../ui/dropdown-options';

/** The finished runs other than `run`, newest first: what it may be compared with. */
export function comparableRuns(
  run: Pick<TRunSummary, 'id'>,
  runs: readonly TRunSummary[],
): TRunSummary[] {
  return runs
    .filter((other) => other.status === 'done' && other.id !== run.id)
    .sort((a, b) => b.number - a.number);
}

/**
 * The run compared with at first: the newest finished one before `run` (what changed since),
 * else the closest one after it. `candidates` come newest first.
 */
export function defaultComparison(
  run: Pick<TRunSummary, 'number'>,
  candidates: readonly TRunSummary[],
): TRunSummary | undefined {
  return candidates.find((other) => other.number < run.number) ?? candidates.at(-1);
}

/** "Run 4 · Interface mapping changed · 12 minutes ago". */
export function runOption(run: TRunSummary, now: number = Date.now()): TDropdownOption {
  const when = formatRelative(run.finishedAt ?? run.queuedAt, now);
  return { id: run.id, name: `Run ${run.number} · ${RUN_REASON_LABELS[run.reason]} · ${when}` };
}
