/**
 * Address names of one model -> sets on the address line of `space.ts`. Groups resolve
 * recursively (cycle-safe, with excludes); results are cached per name and per reference list.
 */
import type { TAddress, TAddressGroup, TConfigModel, TRefList } from '../model/ir.js';
import { parseIpv4 } from '../net/ipv4.js';
import type { TInterval, TIntervals } from './intervals.js';
import { complement, normalize, subtract, unionAll } from './intervals.js';
import type { AtomRegistry } from './space.js';
import { ALL_IPV4, ANY_ADDRESS, IPV4_TOP } from './space.js';

/** Beyond this many intervals a non-contiguous wildcard is approximated by its hull. */
export const WILDCARD_INTERVAL_CAP = 2 ** 16;

export interface TResolvedSet {
  set: TIntervals;
  /** Why `set` is only an over-approximation (undefined names, capped wildcards, cycles). */
  problems: string[];
  /** Opaque atoms used (FQDN, geo, IPv6). */
  opaque: string[];
  /** `intervalsKey(set)`, filled in when first needed. */
  key?: string;
}

const NONE: string[] = [];
const exact = (set: TIntervals, opaque: string[] = NONE): TResolvedSet => ({
  set,
  problems: NONE,
  opaque,
});
const approximate = (set: TIntervals, problem: string): TResolvedSet => ({
  set,
  problems: [problem],
  opaque: [],
});

/** 0.0.0.0/0 also covers what FQDN and geo objects resolve to. */
function widen(set: TIntervals): TIntervals {
  // A normalized set covers 0 .. IPV4_TOP only with its first interval.
  const first = set[0];
  return first && first[0] === 0 && first[1] >= IPV4_TOP ? normalize([...set, ALL_IPV4]) : set;
}

/** A Cisco wildcard (set bit = don't care) as exact intervals, or its hull beyond the cap. */
export function wildcardIntervals(ip: number, wildcard: number): TIntervals | undefined {
  const base = (ip & ~wildcard) >>> 0;
  let trailing = 0;
  while (trailing < 32 && Math.floor(wildcard / 2 ** trailing) % 2 === 1) trailing += 1;
  const block = 2 ** trailing;
  const high = trailing === 32 ? 0 : (wildcard - (block - 1)) >>> 0;
  let free = 0;
  for (let bits = high; bits !== 0; bits = (bits & (bits - 1)) >>> 0) free += 1;
  if (2 ** free > WILDCARD_INTERVAL_CAP) return undefined;
  const out: TInterval[] = [];
  // Every subset of the non-trailing don't-care bits starts one block.
  for (let subset = high; ; subset = ((subset - 1) & high) >>> 0) {
    const start = (base | subset) >>> 0;
    out.push([start, start + block - 1]);
    if (subset === 0) break;
  }
  return normalize(out);
}

export class AddressResolver {
  /** Every name with its object (an address wins over a group) and, once resolved, its set. */
  private readonly names = new Map<
    string,
    { object: TAddress | TAddressGroup; resolved?: TResolvedSet }
  >();
  private readonly byList = new Map<string, TResolvedSet>();
  private readonly visiting = new Set<string>();

  constructor(
    model: TConfigModel,
    private readonly atoms: AtomRegistry,
  ) {
    for (const group of model.addressGroups)
      this.names.set(group.name, { object: group, resolved: undefined });
    for (const address of model.addresses)
      this.names.set(address.name, { object: address, resolved: undefined });
  }

  /** The addresses a policy field matches (`negate` = PAN-OS negate-source/destination). */
  resolveList(refs: TRefList, negate = false): TResolvedSet {
    if (!negate && refs !== 'any' && refs.length === 1) return this.resolveName(refs[0] as string);
    const cacheKey = `${negate ? '!' : ''}${refs === 'any' ? '*' : refs.join('\n')}`;
    const cached = this.byList.get(cacheKey);
    if (cached) return cached;
    const positive = refs === 'any' ? exact([ANY_ADDRESS]) : this.union(refs);
    let result = positive;
    if (negate) {
      result =
        positive.problems.length > 0
          ? { ...positive, set: [ANY_ADDRESS] }
          : exact(complement(positive.set, ANY_ADDRESS), positive.opaque);
    }
    this.byList.set(cacheKey, result);
    return result;
  }

  private union(names: readonly string[]): TResolvedSet {
    const parts = names.map((name) => this.resolveName(name));
    return {
      set: widen(unionAll(parts.map((part) => part.set))),
      problems: parts.flatMap((part) => part.problems),
      opaque: [...new Set(parts.flatMap((part) => part.opaque))],
    };
  }

  private resolveName(name: string): TResolvedSet {
    const entry = this.names.get(name);
    if (!entry) return approximate([ANY_ADDRESS], `undefined address '${name}'`);
    if (entry.resolved) return entry.resolved;
    const { object } = entry;
    if (!('members' in object)) {
      entry.resolved = this.object(object);
      return entry.resolved;
    }
    if (this.visiting.has(name)) {
      return approximate([ANY_ADDRESS], `address group '${name}' contains itself`);
    }
    this.visiting.add(name);
    entry.resolved = this.group(object);
    this.visiting.delete(name);
    return entry.resolved;
  }

  private group(group: TAddressGroup): TResolvedSet {
    const members = this.union(group.members);
    if (!group.exclude?.length) return members;
    let set = members.set;
    const problems = [...members.problems];
    const opaque = new Set(members.opaque);
    for (const name of group.exclude) {
      const excluded = this.resolveName(name);
      excluded.opaque.forEach((atom) => opaque.add(atom));
      // Subtracting an over-approximation would lose addresses: keep the larger set.
      if (excluded.problems.length > 0) problems.push(...excluded.problems);
      else set = subtract(set, excluded.set);
    }
    return { set, problems, opaque: [...opaque] };
  }

  private atom(key: string): TResolvedSet {
    const value = this.atoms.value(key);
    return exact([[value, value]], [key]);
  }

  private object(address: TAddress): TResolvedSet {
    const invalid = () => approximate([ANY_ADDRESS], `address '${address.name}' is not valid`);
    switch (address.kind) {
      case 'fqdn':
        return this.atom(`fqdn:${address.fqdn.toLowerCase().replace(/\.$/, '')}`);
      case 'geo':
        return this.atom(`geo:${address.country.toUpperCase()}`);
      case 'host': {
        const ip = parseIpv4(address.ip);
        if (ip !== undefined) return exact([[ip, ip]]);
        return address.ip.includes(':') ? this.atom(`ipv6:${address.ip.toLowerCase()}`) : invalid();
      }
      case 'subnet': {
        if (address.ip.includes(':')) {
          return this.atom(`ipv6:${address.ip.toLowerCase()}/${address.prefix}`);
        }
        const ip = parseIpv4(address.ip);
        const { prefix } = address;
        if (ip === undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > 32) {
          return invalid();
        }
        const size = 2 ** (32 - prefix);
        const start = ip - (ip % size);
        return exact(widen([[start, start + size - 1]]));
      }
      case 'range': {
        const start = parseIpv4(address.start);
        const end = parseIpv4(address.end);
        if (start !== undefined && end !== undefined) {
          return exact(widen([[Math.min(start, end), Math.max(start, end)]]));
        }
        return address.start.includes(':')
          ? this.atom(`ipv6:${address.start.toLowerCase()}-${address.end.toLowerCase()}`)
          : invalid();
      }
      case 'wildcard': {
        const ip = parseIpv4(address.ip);
        const wildcard = parseIpv4(address.wildcard);
        if (ip === undefined || wildcard === undefined) return invalid();
        const set = wildcardIntervals(ip, wildcard);
        if (set) return exact(widen(set));
        const base = (ip & ~wildcard) >>> 0;
        return approximate(
          [[base, (base | wildcard) >>> 0]],
          `wildcard '${address.name}' (${address.ip} ${address.wildcard}) has more than ${WILDCARD_INTERVAL_CAP} ranges`,
        );
      }
    }
  }
}
