import { isNoise, splitWords, type TAside, type TParsedText, type TStmt } from './statements.js';

/** True when the text is in `set` format (its first statement is a `set` or `deactivate`). */
export function isSetFormat(text: string): boolean {
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || isNoise(line)) continue;
    return /^(set|deactivate|activate|delete|protect|insert)\s/.test(line);
  }
  return false;
}

/** A `set`-format command line: what the top level of a hierarchical file may also hold. */
export const TOP_COMMAND =
  /^(set|deactivate|activate|delete|protect|unprotect|insert|rename|copy|annotate)\s/;

/** A `deactivate` line, applied once every statement is read. */
export interface TCommand {
  words: string[];
  line: number;
  /** Some statement is inactive because of this one. */
  used?: boolean;
}

/**
 * Reads one `set`-format line (trimmed, not blank): a `set` gives statements, a `deactivate` a
 * command; anything else is kept as an aside. Returns the words written (the reader's work).
 */
export function readSetLine(
  line: string,
  n: number,
  stmts: TStmt[],
  commands: TCommand[],
  asides: TAside[],
): number {
  const [verb, ...words] = splitWords(line);
  let work = words.length + 1;
  if (verb === 'set' && words.length) {
    for (const expanded of expandList(words)) {
      stmts.push({ words: expanded, line: n, frames: [] });
      work += expanded.length;
    }
  } else if (verb === 'deactivate' && words.length) commands.push({ words, line: n });
  else asides.push({ line: n, kind: 'command', text: line });
  return work;
}

/**
 * Applies the `deactivate` commands to every statement (wherever in the file they stand, as a
 * deactivated node stays inactive whatever is set below it); unused ones become asides.
 */
export function applyDeactivations(parsed: TParsedText, commands: TCommand[]): void {
  markDeactivated(parsed.stmts, commands);
  for (const off of commands)
    if (!off.used)
      parsed.asides.push({
        line: off.line,
        kind: 'command',
        text: `deactivate ${off.words.join(' ')}`,
      });
}

/**
 * Reads the `set` format: one leaf per line. `deactivate P` marks every statement under P
 * inactive (as `inactive:` does in the hierarchical format).
 */
export function parseSetFormat(text: string): TParsedText {
  const stmts: TStmt[] = [];
  const asides: TAside[] = [];
  const commands: TCommand[] = [];
  let work = 0;
  text.split('\n').forEach((raw, index) => {
    const n = index + 1;
    const line = raw.trim();
    work += 1;
    if (line === '' || line.startsWith('#')) return;
    if (isNoise(line)) asides.push({ line: n, kind: 'noise', text: line });
    else work += readSetLine(line, n, stmts, commands, asides);
  });
  const parsed: TParsedText = { format: 'set', stmts, asides, work };
  applyDeactivations(parsed, commands);
  return parsed;
}

/** Deactivated paths as a tree of words; `*` is a word that stands for any one word. */
interface TPathNode {
  /** The first `deactivate` (in file order) of exactly this path. */
  first?: number;
  next: Map<string, TPathNode>;
}

/**
 * Marks each statement inactive at the first `deactivate` (in file order) whose path begins
 * it: the statement's words walk down the tree of deactivated paths, so each one meets only
 * the deactivations of its own prefixes.
 */
function markDeactivated(stmts: TStmt[], deactivations: TCommand[]): void {
  if (deactivations.length === 0) return;
  const root: TPathNode = { next: new Map() };
  deactivations.forEach((off, order) => {
    let node = root;
    for (const word of off.words) {
      let child = node.next.get(word);
      if (!child) node.next.set(word, (child = { next: new Map() }));
      node = child;
    }
    if (node.first === undefined) node.first = order;
  });
  const firstUnder = (node: TPathNode, words: readonly string[], at: number): number => {
    let first = Infinity;
    for (let i = at; i < words.length; i++) {
      const wild = node.next.get('*');
      if (wild) first = Math.min(first, wild.first ?? Infinity, firstUnder(wild, words, i + 1));
      const child = node.next.get(words[i] as string);
      if (!child) return first;
      if (child.first !== undefined && child.first < first) first = child.first;
      node = child;
    }
    return first;
  };
  for (const stmt of stmts) {
    if (stmt.inactiveAt !== undefined) continue;
    const off = deactivations[firstUnder(root, stmt.words, 0)];
    if (!off) continue;
    stmt.inactiveAt = off.words.length;
    stmt.deactivateLine = off.line;
    off.used = true;
  }
}

/** `… application [ a b ]` is one statement per value, as in the hierarchical format. */
function expandList(words: string[]): string[][] {
  const open = words.indexOf('[');
  const close = words.indexOf(']');
  if (open < 0 || close < open) return [words];
  const head = words.slice(0, open);
  return words.slice(open + 1, close).map((value) => [...head, value]);
}
