import { parsePrefix } from '../juniper-srx/prefix.js';
import { splitWords, type TStmt } from '../juniper-srx/statements.js';
import type { JunosFilterContext } from './context.js';

/** Values longer than this are not matched by an apply-path wildcard (bounded work). */
const MAX_WORD = 120;

/** `<*>` any word; `<*.*.*.*>` an IPv4 value, `<*:*:*>` an IPv6 one; `<ge-*>` a name pattern. */
function wordMatches(pattern: string, word: string): boolean {
  if (!pattern.startsWith('<') || !pattern.endsWith('>')) return pattern === word;
  const body = pattern.slice(1, -1);
  if (body === '*') return true;
  if (body === '*.*.*.*') return /^\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?$/.test(word);
  if (body === '*:*:*') return word.includes(':');
  if (word.length > MAX_WORD) return false;
  // A name pattern: literal pieces between stars, found left to right (no backtracking regex).
  const pieces = body.split('*');
  const first = pieces[0] ?? '';
  const last = pieces[pieces.length - 1] ?? '';
  if (pieces.length === 1) return word === body;
  if (!word.startsWith(first) || !word.endsWith(last)) return false;
  const end = word.length - last.length;
  let at = first.length;
  if (at > end) return false;
  for (const piece of pieces.slice(1, -1)) {
    const found = word.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}

/** The prefixes an `apply-path` collects: the value at the path's last word, of every match. */
export function expandApplyPath(path: string, stmts: readonly TStmt[]): string[] {
  const pattern = splitWords(path);
  const out: string[] = [];
  for (const stmt of stmts) {
    if (stmt.words.length < pattern.length) continue;
    if (!pattern.every((p, i) => wordMatches(p, stmt.words[i] ?? ''))) continue;
    const value = stmt.words[pattern.length - 1] ?? '';
    const parsed = parsePrefix(value);
    if (parsed && !parsed.ip.includes(':') && !out.includes(value)) out.push(value);
  }
  return out;
}

/**
 * `policy-options prefix-list NAME`: its prefixes, and what its `apply-path` collects from the
 * configuration (after groups). Claimed only when a converted filter uses it (see terms.ts);
 * others are routing policy, left to the leftovers table.
 */
export function readPrefixLists(ctx: JunosFilterContext, stmts: readonly TStmt[]): void {
  for (const stmt of stmts) {
    const [first, second, name, value] = stmt.words;
    if (first !== 'policy-options' || second !== 'prefix-list' || !name || !value) continue;
    let list = ctx.prefixLists.get(name);
    if (!list) ctx.prefixLists.set(name, (list = { prefixes: [], stmts: [] }));
    list.stmts.push(stmt);
    if (value === 'apply-path' && stmt.words[4]) {
      list.path = stmt.words[4];
      for (const p of expandApplyPath(stmt.words[4], stmts))
        if (!list.prefixes.includes(p)) list.prefixes.push(p);
    } else if (parsePrefix(value) && !list.prefixes.includes(value)) list.prefixes.push(value);
  }
}
