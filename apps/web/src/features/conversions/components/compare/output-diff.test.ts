import { describe, expect, it } from 'vitest';
import { diffOutputs, diffRows, type TDiffRow, type TOutputDiff } from './output-diff';

/** `count` numbered lines, `line 1` to `line <count>`, each ending with a newline. */
const numbered = (count: number, change: (n: number) => string | null = (n) => `line ${n}`) =>
  Array.from({ length: count }, (_, index) => change(index + 1))
    .filter((line) => line !== null)
    .map((line) => `${line}\n`)
    .join('');

/** Rows as a unified diff would print them: `+x`, `-x`, ` x` and `… N` for a fold. */
const printed = (rows: readonly TDiffRow[]) =>
  rows.map((row) =>
    row.kind === 'fold'
      ? `… ${row.fold.end - row.fold.start}`
      : `${{ added: '+', removed: '-', same: ' ' }[row.line.kind]}${row.line.text}`,
  );

const diff = (oldText: string, newText: string): TOutputDiff => {
  const result = diffOutputs(oldText, newText);
  if (!result) throw new Error('no diff');
  return result;
};

describe('diffOutputs', () => {
  it('finds nothing to show between identical outputs', () => {
    const result = diff(numbered(10), numbered(10));
    expect(result.added).toBe(0);
    expect(result.removed).toBe(0);
    expect(printed(diffRows(result, new Set()))).toEqual(['… 10']);
  });

  it('shows a change with 3 lines of context and folds the unchanged rest', () => {
    const newer = numbered(100, (n) => (n === 50 ? 'line fifty' : `line ${n}`));
    const result = diff(numbered(100), newer);
    expect(result.added).toBe(1);
    expect(result.removed).toBe(1);
    expect(printed(diffRows(result, new Set()))).toEqual([
      '… 46',
      ' line 47',
      ' line 48',
      ' line 49',
      '-line 50',
      '+line fifty',
      ' line 51',
      ' line 52',
      ' line 53',
      '… 47',
    ]);
  });

  it('numbers each line in the older and the newer output', () => {
    const newer = numbered(10, (n) => (n === 2 ? null : n === 8 ? 'line 8\nline 8b' : `line ${n}`));
    const rows = diffRows(diff(numbered(10), newer), new Set()).flatMap((row) =>
      row.kind === 'line' ? [[row.line.text, row.line.oldNo, row.line.newNo]] : [],
    );
    expect(rows).toContainEqual(['line 2', 2, null]);
    expect(rows).toContainEqual(['line 3', 3, 2]);
    expect(rows).toContainEqual(['line 8b', null, 8]);
    expect(rows).toContainEqual(['line 9', 9, 9]);
  });

  it('keeps changes close together in one hunk and does not fold a single line', () => {
    const newer = numbered(20, (n) => (n === 5 || n === 12 ? `changed ${n}` : `line ${n}`));
    const rows = printed(diffRows(diff(numbered(20), newer), new Set()));
    // Lines 8 and 9 are 3 away from a change: nothing between the changes is folded. Line 1
    // is 4 away, but alone; lines 16 to 20 are folded.
    expect(rows.filter((row) => row.startsWith('…'))).toEqual(['… 5']);
    expect(rows).toContain(' line 8');
    expect(rows).toContain(' line 9');
    expect(rows[0]).toBe(' line 1');
  });

  it('shows the lines of a fold once it is opened', () => {
    const result = diff(
      numbered(30),
      numbered(30, (n) => (n === 30 ? 'last' : `line ${n}`)),
    );
    const [fold] = result.folds;
    expect(fold).toEqual({ id: 0, start: 0, end: 26 });
    const opened = printed(diffRows(result, new Set([0])));
    expect(opened).toHaveLength(29 + 2);
    expect(opened.slice(0, 2)).toEqual([' line 1', ' line 2']);
  });

  it('sees no difference in line endings or a missing final newline', () => {
    const crlf = numbered(5).replace(/\n/g, '\r\n');
    expect(diff(numbered(5), crlf.slice(0, -2)).added).toBe(0);
  });

  it('gives up on outputs that differ too much to diff in time', () => {
    const older = numbered(20_000);
    const newer = numbered(20_000, (n) => `other ${n}`);
    expect(diffOutputs(older, newer, { timeout: 1 })).toBeNull();
  });
});
