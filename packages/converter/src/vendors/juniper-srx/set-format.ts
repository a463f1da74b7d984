import {
  isNoise,
  splitWords,
  startsWith,
  type TAside,
  type TParsedText,
  type TStmt,
} from './statements.js';

/** True when the text is in `set` format (its first statement is a `set` or `deactivate`). */
export function isSetFormat(text: string): boolean {
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || isNoise(line)) continue;
    return /^(set|deactivate|activate|delete|protect|insert)\s/.test(line);
  }
  return false;
}

/**
 * Reads the `set` format: one leaf per line. `deactivate P` marks every statement under P
 * inactive (as `inactive:` does in the hierarchical format).
 */
export function parseSetFormat(text: string): TParsedText {
  const stmts: TStmt[] = [];
  const asides: TAside[] = [];
  const deactivations: { words: string[]; line: number }[] = [];
  text.split('\n').forEach((raw, index) => {
    const n = index + 1;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (isNoise(line)) {
      asides.push({ line: n, kind: 'noise', text: line });
      return;
    }
    const [verb, ...words] = splitWords(line);
    if (verb === 'set' && words.length) {
      for (const expanded of expandList(words))
        stmts.push({ words: expanded, line: n, frames: [] });
    } else if (verb === 'deactivate' && words.length) deactivations.push({ words, line: n });
    else asides.push({ line: n, kind: 'command', text: line });
  });
  for (const off of deactivations) {
    for (const stmt of stmts) {
      if (stmt.inactiveAt === undefined && startsWith(stmt.words, off.words)) {
        stmt.inactiveAt = off.words.length;
        stmt.deactivateLine = off.line;
      }
    }
    if (!stmts.some((s) => s.deactivateLine === off.line))
      asides.push({ line: off.line, kind: 'command', text: `deactivate ${off.words.join(' ')}` });
  }
  return { format: 'set', stmts, asides };
}

/** `… application [ a b ]` is one statement per value, as in the hierarchical format. */
function expandList(words: string[]): string[][] {
  const open = words.indexOf('[');
  const close = words.indexOf(']');
  if (open < 0 || close < open) return [words];
  const head = words.slice(0, open);
  return words.slice(open + 1, close).map((value) => [...head, value]);
}
