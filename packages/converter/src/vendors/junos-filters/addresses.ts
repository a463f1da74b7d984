import type { TRefList } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import { prefixRange } from '../../net/ipv4.js';
import { parsePrefix } from '../juniper-srx/prefix.js';
import type { JunosFilterContext } from './context.js';
import type { TConditions } from './services.js';

/** One side (source or destination) of a term's address match, as FortiOS can say it. */
export type TSide = { refs: TRefList; negate: boolean } | { why: string };

const SIDES = {
  source: ['source-address', 'source-prefix-list'],
  destination: ['destination-address', 'destination-prefix-list'],
} as const;

/** True when `inner` lies inside `outer` (both `a.b.c.d/n`). */
function inside(inner: string, outer: string): boolean {
  const a = parsePrefix(inner);
  const b = parsePrefix(outer);
  if (!a || !b || a.ip.includes(':') || b.ip.includes(':')) return false;
  const [lo, hi] = prefixRange(a.ip, a.prefix);
  const [olo, ohi] = prefixRange(b.ip, b.prefix);
  return lo >= olo && hi <= ohi && a.prefix >= b.prefix;
}

const isAny = (p: string) => p.endsWith('/0') && !p.includes(':');

/** The address group a prefix list becomes, made once; its statements are then converted. */
function listGroup(ctx: JunosFilterContext, name: string): string | undefined {
  const list = ctx.prefixLists.get(name);
  if (!list || list.prefixes.length === 0) return undefined;
  const made = ctx.listGroups.get(name);
  if (made) return made;
  const origin = ctx.rangeOf(list.stmts, 3);
  const members = list.prefixes.map((p) => ctx.prefixAddress(p, origin) ?? p);
  const group = ctx.names.has('addresses', name) ? `pl-${name}` : name;
  ctx.model.addressGroups.push({ name: group, origin, members });
  ctx.listGroups.set(name, group);
  ctx.claim(list.stmts, 'Addresses & Address Groups', `prefix-list ${name}`);
  if (list.path)
    ctx.note(
      'addressGroups',
      group,
      'converted',
      'JUNOS_APPLY_PATH',
      `apply-path "${list.path}" expanded from this file to ${list.prefixes.length} prefix(es): ${list.prefixes.join(', ')}. Junos re-evaluates it on every commit; on FortiOS the group is fixed.`,
    );
  return group;
}

/**
 * The source or destination match of a term: its prefixes (`except` ones subtract: the most
 * specific prefix decides) and prefix lists. FortiOS says "these" or "all but these"
 * (negate); a list mixing both, where an `except` prefix lies inside a listed one, it cannot.
 */
export function readSide(
  ctx: JunosFilterContext,
  from: TConditions,
  side: keyof typeof SIDES,
  origin: TOrigin,
): TSide {
  const [addressKey, listKey] = SIDES[side];
  const plus: string[] = [];
  /** Prefixes of the lists named: only compared with except prefixes, when there are some. */
  const listed: string[] = [];
  const literals: string[] = [];
  const refs: string[] = [];
  const minus: string[] = [];
  const entries = [...(from.get(addressKey) ?? []), ...(from.get(listKey) ?? [])];
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i] ?? [];
    const key = entry[0];
    const value = entry[1];
    const flag = entry[2];
    if (!value) continue;
    const except = flag === 'except';
    if (key === addressKey) {
      if (value.includes(':') || !ctx.prefixAddress(value, origin))
        return { why: `${key} ${value} is not an IPv4 prefix` };
      if (except) minus.push(value);
      else {
        plus.push(value);
        literals.push(value);
      }
      continue;
    }
    const list = ctx.prefixLists.get(value);
    const group = listGroup(ctx, value);
    if (!list || !group)
      return {
        why: `prefix-list ${value} is ${list ? 'empty (its apply-path found nothing in this file)' : 'not defined in this file'}`,
      };
    if (except) minus.push(...list.prefixes);
    else {
      refs.push(group);
      listed.push(...list.prefixes);
    }
  }
  if (plus.length === 0 && refs.length === 0 && minus.length === 0)
    return { refs: 'any', negate: false };
  if (plus.length === 0 && refs.length === 0)
    return { why: `${addressKey} lists only except prefixes: it matches nothing` };
  const anyListed = plus.some(isAny);
  if (anyListed && minus.length === 0) return { refs: 'any', negate: false };
  if (anyListed && plus.every(isAny) && refs.length === 0) {
    const excepted = [...new Set(minus)].map((p) => ctx.prefixAddress(p, origin) ?? p);
    return { refs: excepted, negate: true };
  }
  if (minus.some((m) => [...plus, ...listed].some((p) => inside(m, p))))
    return {
      why: `${addressKey} mixes listed and except prefixes (a difference FortiOS has no match for: split the address objects by hand)`,
    };
  // Except prefixes outside every listed one change nothing.
  const own = [...new Set(literals)].map((p) => ctx.prefixAddress(p, origin) ?? p);
  return { refs: [...refs, ...own], negate: false };
}
