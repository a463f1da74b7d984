import { formatIpv4, prefixRange } from '../../net/ipv4.js';
import type { SrxContext } from './context.js';
import { parsePrefix } from './prefix.js';
import { groupByWord, under, type TStmt } from './statements.js';

/** First and last IPv4 of `A/n` or `A/n to B/m`; undefined when not IPv4. */
export function poolRange(words: string[]): { start: string; end: string } | undefined {
  const [a = '', to, b = ''] = words;
  const first = parsePrefix(a);
  if (!first || first.ip.includes(':')) return undefined;
  const [low, high] = prefixRange(first.ip, first.prefix);
  if (to !== 'to') return { start: formatIpv4(low), end: formatIpv4(high) };
  const last = parsePrefix(b);
  if (!last || last.ip.includes(':')) return undefined;
  return { start: formatIpv4(low), end: formatIpv4(prefixRange(last.ip, last.prefix)[1]) };
}

/**
 * `security nat source pool`: each pool becomes an address range of its name, which the source
 * NAT rules use as their IP pool. Returns the pools that keep source ports
 * (`port no-translation`), which FortiOS cannot honour in an overload pool.
 */
export function readSourcePools(ctx: SrxContext, stmts: TStmt[]): Set<string> {
  const fixedPorts = new Set<string>();
  for (const [name, list] of groupByWord(under(stmts, ['security', 'nat', 'source', 'pool']), 4)) {
    const addresses = list.filter((s) => s.words[5] === 'address');
    const range = addresses[0] ? poolRange(addresses[0].words.slice(6)) : undefined;
    if (!range) {
      ctx.reportStmts(
        list,
        5,
        'unsupported',
        'IP Pools',
        'JUNOS_POOL_UNREADABLE',
        'The pool has no IPv4 address range this converter reads.',
        name,
      );
      continue;
    }
    const origin = ctx.rangeOf(list, 5);
    ctx.model.addresses.push({ name, origin, generated: true, kind: 'range', ...range });
    if (list.some((s) => s.words[5] === 'port' && s.words[6] === 'no-translation'))
      fixedPorts.add(name);
    const extra = list.filter((s) => s !== addresses[0] && s.words[5] !== 'description');
    const why = extra.length
      ? ` Not carried: ${[...new Set(extra.map((s) => s.words.slice(5, 7).join(' ')))].join(', ')}.`
      : '';
    ctx.reportStmts(
      list,
      5,
      extra.length ? 'partial' : 'converted',
      'IP Pools',
      'JUNOS_SNAT_POOL',
      `Addresses ${range.start}-${range.end}: the IP pool of the source NAT rules that use it.${why}`,
      name,
    );
  }
  return fixedPorts;
}

/** `security nat destination pool P address A [to B] [port N]`: the real server side. */
export interface TDestinationPool {
  name: string;
  ref: string;
  port?: number;
}

export function readDestinationPools(
  ctx: SrxContext,
  stmts: TStmt[],
): Map<string, TDestinationPool> {
  const pools = new Map<string, TDestinationPool>();
  for (const [name, list] of groupByWord(
    under(stmts, ['security', 'nat', 'destination', 'pool']),
    4,
  )) {
    const address = list.find((s) => s.words[5] === 'address');
    const words = address?.words.slice(6) ?? [];
    const portAt = words.indexOf('port');
    const range = poolRange(portAt >= 0 ? words.slice(0, portAt) : words);
    const origin = ctx.rangeOf(list, 5);
    if (!range) {
      ctx.reportStmts(
        list,
        5,
        'unsupported',
        'NAT',
        'JUNOS_POOL_UNREADABLE',
        'The pool has no IPv4 address this converter reads.',
        name,
      );
      continue;
    }
    const ref =
      range.start === range.end
        ? (ctx.inlineAddress(range.start, origin) ?? '')
        : `r-${range.start}-${range.end}`;
    if (range.start !== range.end && !ctx.names.has('addresses', ref))
      ctx.model.addresses.push({ name: ref, origin, generated: true, kind: 'range', ...range });
    const portWord =
      portAt >= 0 ? words[portAt + 1] : list.find((s) => s.words[5] === 'port')?.words[6];
    pools.set(name, { name, ref, ...(portWord ? { port: Number(portWord) } : {}) });
    ctx.reportStmts(
      list,
      5,
      'converted',
      'NAT',
      'JUNOS_DNAT_POOL',
      'The real servers of destination NAT: see the rules that use it.',
      name,
    );
  }
  return pools;
}
