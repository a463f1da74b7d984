import { diffLines } from 'diff';

/** Unchanged lines shown around each change, as in a unified diff. */
export const DIFF_CONTEXT = 3;

/** Past this, the outputs differ too much to be worth diffing line by line in the browser. */
export const DIFF_TIMEOUT_MS = 2000;

/** Unchanged stretches shorter than this are shown: a one-line fold would save nothing. */
const MIN_FOLD = 2;

export type TDiffLineKind = 'added' | 'removed' | 'same';

/** A line of the unified diff, with its number in the older and in the newer output. */
export interface TDiffLine {
  kind: TDiffLineKind;
  text: string;
  oldNo: number | null;
  newNo: number | null;
}

/** A folded stretch of unchanged lines: `lines[start]` up to, not including, `lines[end]`. */
export interface TDiffFold {
  id: number;
  start: number;
  end: number;
}

export interface TOutputDiff {
  /** Every line of both outputs, in unified order. */
  lines: TDiffLine[];
  /** Unchanged stretches away from any change, folded until the reader opens them. */
  folds: TDiffFold[];
  added: number;
  removed: number;
}

export type TDiffRow = { kind: 'line'; line: TDiffLine } | { kind: 'fold'; fold: TDiffFold };

/** Splits a change's text into its lines (the last one ends with a newline or the text). */
function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The line diff of two outputs (older first) with its folds; null when they differ too much to
 * diff within DIFF_TIMEOUT_MS. Trailing CRs and a missing final newline are no difference.
 */
export function diffOutputs(
  oldText: string,
  newText: string,
  { context = DIFF_CONTEXT, timeout = DIFF_TIMEOUT_MS } = {},
): TOutputDiff | null {
  const changes = diffLines(oldText, newText, {
    stripTrailingCr: true,
    ignoreNewlineAtEof: true,
    timeout,
  });
  if (!changes) return null;

  const lines: TDiffLine[] = [];
  let oldNo = 0;
  let newNo = 0;
  let added = 0;
  let removed = 0;
  for (const change of changes) {
    const kind: TDiffLineKind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    for (const text of linesOf(change.value)) {
      if (kind !== 'added') oldNo += 1;
      if (kind !== 'removed') newNo += 1;
      if (kind === 'added') added += 1;
      if (kind === 'removed') removed += 1;
      lines.push({
        kind,
        text,
        oldNo: kind === 'added' ? null : oldNo,
        newNo: kind === 'removed' ? null : newNo,
      });
    }
  }
  return { lines, folds: foldsOf(lines, context), added, removed };
}

/** The unchanged stretches further than `context` lines from every change. */
function foldsOf(lines: readonly TDiffLine[], context: number): TDiffFold[] {
  // Distance of each line to the nearest change, looking back then ahead.
  const distance = new Array<number>(lines.length).fill(Number.POSITIVE_INFINITY);
  let last = Number.NEGATIVE_INFINITY;
  lines.forEach((line, index) => {
    if (line.kind !== 'same') last = index;
    distance[index] = index - last;
  });
  last = Number.POSITIVE_INFINITY;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    if (lines[index]?.kind !== 'same') last = index;
    distance[index] = Math.min(distance[index] ?? 0, last - index);
  }

  const folds: TDiffFold[] = [];
  let start = -1;
  for (let index = 0; index <= lines.length; index += 1) {
    const hidden = index < lines.length && (distance[index] ?? 0) > context;
    if (hidden && start === -1) start = index;
    if (!hidden && start !== -1) {
      if (index - start >= MIN_FOLD) folds.push({ id: folds.length, start, end: index });
      start = -1;
    }
  }
  return folds;
}

/** The rows to show: changed hunks with their context, folds the reader has not opened. */
export function diffRows(diff: TOutputDiff, opened: ReadonlySet<number>): TDiffRow[] {
  const rows: TDiffRow[] = [];
  let next = 0;
  for (let index = 0; index < diff.lines.length; index += 1) {
    const fold = diff.folds[next];
    if (fold && fold.start === index) {
      next += 1;
      if (!opened.has(fold.id)) {
        rows.push({ kind: 'fold', fold });
        index = fold.end - 1;
        continue;
      }
    }
    const line = diff.lines[index];
    if (line) rows.push({ kind: 'line', line });
  }
  return rows;
}
