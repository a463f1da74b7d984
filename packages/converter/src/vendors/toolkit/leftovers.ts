import type { TObjectType } from '../../report/report-types.js';

/**
 * One row of a vendor's leftovers table (`<vendor>/leftovers.ts`): a part of the source the
 * engine deliberately does not convert, and why. `path` is the words that begin the statement
 * (`system login`), or for XML and JSON vendors the element path joined with spaces
 * (`system ssh`); the row with the longest matching path wins, `*` standing for any one word.
 */
export interface TLeftover {
  path: string;
  /**
   * `converted`: read as part of something the model holds (the row's `why` says what), e.g.
   * a setting that only says which interfaces belong to an object converted elsewhere.
   */
  status: 'ignored' | 'unsupported' | 'converted';
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

interface TPathNode {
  row?: TLeftover;
  next: Map<string, TPathNode>;
}

/**
 * A table of rows, looked up by the longest path that begins the words. A `*` in a path stands
 * for any one word (`routing-instances * protocols`); a word itself wins over `*`.
 */
export function leftoverTable(defaultCode: string, rows: readonly TLeftover[]): TLeftoverTable {
  const root: TPathNode = { next: new Map() };
  for (const row of rows) {
    let node = root;
    for (const word of row.path.split(' ')) {
      let child = node.next.get(word);
      if (!child) node.next.set(word, (child = { next: new Map() }));
      node = child;
    }
    if (node.row) throw new Error(`leftovers: "${row.path}" is listed twice`);
    node.row = row;
  }
  return {
    find: (words) => deepest(root, words, 0)?.row,
    codeOf: (row) => row.code ?? defaultCode,
  };
}

/** The row of the longest path from `node` that the words go on with (bounded by its depth). */
function deepest(
  node: TPathNode,
  words: readonly string[],
  at: number,
): { row: TLeftover; depth: number } | undefined {
  let best = node.row ? { row: node.row, depth: at } : undefined;
  const word = words[at];
  if (word === undefined) return best;
  for (const child of [node.next.get(word), node.next.get('*')]) {
    const found = child && deepest(child, words, at + 1);
    if (found && (!best || found.depth > best.depth)) best = found;
  }
  return best;
}

/**
 * Rows whose report code names their status (`<prefix>_IGNORED`, `<prefix>_UNSUPPORTED`,
 * `<prefix>_CONVERTED`) unless a row gives its own.
 */
export function codedByStatus(prefix: string, rows: readonly TLeftover[]): TLeftover[] {
  return rows.map((row) => ({ ...row, code: row.code ?? `${prefix}_${row.status.toUpperCase()}` }));
}
