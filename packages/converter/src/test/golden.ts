import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * Compares text with a golden file beside the test. UPDATE_GOLDENS=1 rewrites the file instead:
 * update goldens only on purpose, and read the diff. A missing golden fails in CI.
 */
export function expectGolden(actual: string, path: string): void {
  const missing = !existsSync(path);
  if (missing && process.env.CI) throw new Error(`golden file ${path} is missing`);
  if (process.env.UPDATE_GOLDENS === '1' || missing) {
    writeFileSync(path, actual);
    return;
  }
  expect(actual).toBe(readFileSync(path, 'utf8'));
}

/** 1-based numbers of the lines a report must account for: not blank, not a comment. */
export function meaningfulLines(text: string, isComment: (line: string) => boolean): number[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ line, n: index + 1 }))
    .filter(({ line }) => line.trim() !== '' && !isComment(line.trim()))
    .map(({ n }) => n);
}

/** Lines of a report's entries' origin ranges, for one file. */
export function coveredLines(
  entries: { origin: { file: string; line: number; endLine: number } }[],
  file: string,
): Set<number> {
  const covered = new Set<number>();
  for (const { origin } of entries) {
    if (origin.file !== file) continue;
    for (let n = origin.line; n <= origin.endLine; n += 1) covered.add(n);
  }
  return covered;
}

/** `table name` of every top-level table entry the output edits more than once. */
export function editedTwice(config: string): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  let table = '';
  for (const line of config.split('\n')) {
    if (line.startsWith('config ')) table = line.slice(7);
    else if (line.startsWith('    edit ')) {
      const key = `${table} ${line.slice(9)}`;
      if (seen.has(key)) twice.push(key);
      seen.add(key);
    }
  }
  return twice;
}
