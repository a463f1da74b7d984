import type { TObjectType } from '../../report/report-types.js';

/**
 * One row of a vendor's leftovers table (`<vendor>/leftovers.ts`): a part of the source the
 * engine deliberately does not convert, and why. `path` is the words that begin the statement
 * (`system login`), or for XML and JSON vendors the element path joined with spaces
 * (`system ssh`); the row with the longest matching path wins.
 */
export interface TLeftover {
  path: string;
  status: 'ignored' | 'unsupported';
  objectType: TObjectType;
  /** Stable report code; defaults to the table's code. */
  code?: string;
  /** What the engineer reads: why it is not converted and what to do on FortiOS. */
  why: string;
}

export interface TLeftoverTable {
  /** The row for a statement's words (or an element's path), if any. */
  find(words: readonly string[]): TLeftover | undefined;
  /** The report code of a row. */
  codeOf(row: TLeftover): string;
}

/** A table of rows, looked up by the longest path that begins the words. */
export function leftoverTable(defaultCode: string, rows: readonly TLeftover[]): TLeftoverTable {
  const byPath = new Map<string, TLeftover>();
  let longest = 0;
  for (const row of rows) {
    if (byPath.has(row.path)) throw new Error(`leftovers: "${row.path}" is listed twice`);
    byPath.set(row.path, row);
    longest = Math.max(longest, row.path.split(' ').length);
  }
  return {
    find(words) {
      for (let n = Math.min(longest, words.length); n > 0; n--) {
        const row = byPath.get(words.slice(0, n).join(' '));
        if (row) return row;
      }
      return undefined;
    },
    codeOf: (row) => row.code ?? defaultCode,
  };
}
