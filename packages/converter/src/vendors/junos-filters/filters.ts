import type { TOrigin } from '../../model/origin.js';
import { groupByWord, type TStmt } from '../juniper-srx/statements.js';
import type { JunosFilterContext, TFilter, TTerm } from './context.js';

/** Filter options that change counters and policer instances only, not what is matched. */
const NAMING_OPTIONS = new Set(['interface-specific', 'instance-shared', 'accounting-profile']);

/** Where the filter's name is: `firewall family inet filter F` (4) or `firewall filter F` (2). */
function filterNameIndex(words: readonly string[]): number | undefined {
  if (words[0] !== 'firewall') return undefined;
  if (words[1] === 'filter') return 2;
  if (words[1] === 'family' && words[2] === 'inet' && words[3] === 'filter') return 4;
  return undefined;
}

/**
 * `firewall family inet filter` (and `firewall filter`, IPv4 by default): each filter with its
 * terms in order of first appearance (the order Junos evaluates them). Filter options that only
 * name counters (`interface-specific`) are read as converted; other filter-level statements are
 * left to the leftovers table.
 */
export function readFilters(ctx: JunosFilterContext, stmts: readonly TStmt[]): void {
  const byFilter = new Map<string, { at: number; list: TStmt[] }>();
  for (const stmt of stmts) {
    const at = filterNameIndex(stmt.words);
    const name = at === undefined ? undefined : stmt.words[at];
    if (at === undefined || name === undefined) continue;
    const found = byFilter.get(name);
    if (found) found.list.push(stmt);
    else byFilter.set(name, { at, list: [stmt] });
  }
  for (const [name, { at, list }] of byFilter) {
    const depth = at + 1;
    const filter: TFilter = { name, stmts: list, depth, terms: [] };
    const options = list.filter((s) => NAMING_OPTIONS.has(s.words[depth] ?? ''));
    ctx.reportStmts(
      options,
      depth,
      'ignored',
      'ACLs',
      'JUNOS_FILTER_OPTION',
      `${[...new Set(options.map((s) => s.words[depth]))].join(', ')}: counters and policers of the filter per interface (or shared); no effect on what it matches.`,
      `filter ${name}`,
    );
    const termStmts = list.filter((s) => s.words[depth] === 'term' && s.words[depth + 2]);
    for (const [term, own] of groupByWord(termStmts, depth + 1))
      filter.terms.push(readTerm(name, term, own, depth + 2, ctx.rangeOf(own, depth + 2)));
    ctx.filters.set(name, filter);
  }
}

function readTerm(
  filter: string,
  name: string,
  stmts: TStmt[],
  depth: number,
  origin: TOrigin,
): TTerm {
  const part = (key: string) =>
    stmts.filter((s) => s.words[depth] === key).map((s) => s.words.slice(depth + 1));
  const nested = stmts.find((s) => s.words[depth] === 'filter')?.words[depth + 1];
  return {
    filter,
    name,
    stmts,
    depth,
    origin,
    from: part('from'),
    then: part('then'),
    ...(nested ? { nested } : {}),
  };
}

/** A packet meets these terms of a filter, in order, with `filter` terms taken in place. */
export function flatTerms(
  ctx: JunosFilterContext,
  filter: TFilter,
  seen: ReadonlySet<string> = new Set(),
): { terms: TTerm[]; missing: string[] } {
  const terms: TTerm[] = [];
  const missing: string[] = [];
  ctx.reached.add(filter.name);
  for (const term of filter.terms) {
    if (term.nested === undefined) {
      terms.push(term);
      continue;
    }
    if (!ctx.claims.has(term.stmts[0] as TStmt))
      ctx.reportStmts(
        term.stmts,
        term.depth,
        'converted',
        'ACLs',
        'JUNOS_FILTER_NESTED',
        `Evaluates filter ${term.nested} in place: its terms are converted here, in order.`,
        `${term.filter} term ${term.name}`,
      );
    const inner = ctx.filters.get(term.nested);
    if (!inner || seen.has(inner.name)) missing.push(term.nested);
    else {
      const flat = flatTerms(ctx, inner, new Set([...seen, filter.name]));
      terms.push(...flat.terms);
      missing.push(...flat.missing);
    }
  }
  return { terms, missing };
}
