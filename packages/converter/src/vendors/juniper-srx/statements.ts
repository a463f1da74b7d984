/**
 * A Junos configuration as a flat list of leaf statements: the `set` form of every leaf, with
 * the source line it came from. Hierarchical files are flattened into this form, so every
 * module reads one shape whatever the export format.
 */

/** A container of the hierarchical format: where it opens and closes. */
export interface TFrame {
  /** Number of path words up to and including this container's own words. */
  depth: number;
  line: number;
  end: number;
}

export interface TStmt {
  /** Full path from the root, as in `set` format (no `set`). */
  words: string[];
  line: number;
  /** Enclosing containers (hierarchical format only), outermost first. */
  frames: TFrame[];
  /** Path length of the node marked `inactive:` / `deactivate`d, when one encloses this leaf. */
  inactiveAt?: number;
  /** Line of the `deactivate` command (set format). */
  deactivateLine?: number;
  /** The `groups` statement this one was inherited from (apply-groups). */
  inheritedFrom?: TStmt;
}

/** A line that is not a statement: a captured prompt or pager text, a set-format command. */
export interface TAside {
  line: number;
  kind: 'noise' | 'annotation' | 'command' | 'structure';
  text: string;
}

export interface TParsedText {
  format: 'set' | 'hierarchical';
  stmts: TStmt[];
  asides: TAside[];
  /** Tokens read and words written: grows linearly with the input (see the property test). */
  work: number;
  /** Hierarchical format: `set` / `deactivate` lines at its top level, applied on top of it. */
  appended?: { first: number; count: number };
}

/** True when `words` begins with `prefix` (`*` in the prefix matches any one word). */
export function startsWith(words: readonly string[], prefix: readonly string[]): boolean {
  if (words.length < prefix.length) return false;
  return prefix.every((word, i) => word === '*' || word === words[i]);
}

/** Statements under a path, in file order. */
export function under(stmts: readonly TStmt[], prefix: readonly string[]): TStmt[] {
  return stmts.filter((s) => startsWith(s.words, prefix));
}

/** Statements grouped by the word at `index` (e.g. the object name), first appearance first. */
export function groupByWord(stmts: readonly TStmt[], index: number): Map<string, TStmt[]> {
  const groups = new Map<string, TStmt[]>();
  for (const stmt of stmts) {
    const key = stmt.words[index];
    if (key === undefined) continue;
    const list = groups.get(key);
    if (list) list.push(stmt);
    else groups.set(key, [stmt]);
  }
  return groups;
}

/** Words of a statement after a prefix of `n` words. */
export const rest = (stmt: TStmt, n: number): string[] => stmt.words.slice(n);

/** Lines that split a capture: prompts, cluster state, pager. */
export function isNoise(line: string): boolean {
  const trimmed = line.trim();
  return (
    /^\{[\w-]+:[\w-]+\}$/.test(trimmed) ||
    /^[\w.-]+@[\w.-]+[>#%]/.test(trimmed) ||
    /^-+\s*\(more( \d+%)?\)\s*-+$/.test(trimmed) ||
    trimmed === '[edit]'
  );
}

/** Splits a line into words, honouring `"…"` quoting (`\"` escapes). */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (c === ' ' || c === '\t' || c === '\r') {
      i += 1;
    } else if (c === '"') {
      let word = '';
      i += 1;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) i += 1;
        word += text[i] ?? '';
        i += 1;
      }
      words.push(word);
      i += 1;
    } else {
      let word = '';
      while (i < text.length && !' \t\r'.includes(text[i] ?? ' ')) {
        word += text[i] ?? '';
        i += 1;
      }
      words.push(word);
    }
  }
  return words;
}
