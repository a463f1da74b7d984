/**
 * Boxes of the packet space, cut along rule boundaries until each first-match list decides a
 * box as one rule: the exact partition the source NAT comparison walks. A box holds a set of
 * arrival and egress interfaces and one interval per other field.
 */
import type { TRawPacket } from './encode.js';
import type { TFlatRule } from './flatten.js';
import { FirstMatchIndex } from './first-match-index.js';
import type { TInterval, TIntervals } from './intervals.js';
import { canonicalServices, servicesKey, type TServiceBox } from './resolve-services.js';
import { IPV4_TOP, OTHER_INTERFACE, PORT_PROTOCOLS, PORT_TOP, PROTOCOL_TOP } from './space.js';

export interface TRegion {
  si: readonly string[];
  di: readonly string[];
  src: TInterval;
  dst: TInterval;
  proto: TInterval;
  sport: TInterval;
  dport: TInterval;
}

/** `undefined`: the rule covers the box; otherwise disjoint, or the box cut in two. */
export type TRelation = undefined | 'disjoint' | readonly [TRegion, TRegion];

type TLine = 'src' | 'dst' | 'proto' | 'sport' | 'dport';

/** Interface lists as sets, built once per list (rules are compared against many boxes). */
const intfSets = new WeakMap<readonly string[], ReadonlySet<string>>();
const setOf = (names: readonly string[]) => {
  let set = intfSets.get(names);
  if (!set) {
    set = new Set(names);
    intfSets.set(names, set);
  }
  return set;
};

const NONE = 0;
const ALL = 1;
const SOME = 2;

/** Whether a box's interfaces are all, some or none of a rule's (nothing built). */
function intfState(names: readonly string[], rule: 'any' | readonly string[]): number {
  if (rule === 'any') return ALL;
  const set = setOf(rule);
  let inside = 0;
  for (const name of names) if (set.has(name)) inside += 1;
  return inside === 0 ? NONE : inside === names.length ? ALL : SOME;
}

/** The box cut into the interfaces the rule names and the others. */
function intfCut(region: TRegion, key: 'si' | 'di', rule: readonly string[]) {
  const set = setOf(rule);
  return [
    { ...region, [key]: region[key].filter((name) => set.has(name)) },
    { ...region, [key]: region[key].filter((name) => !set.has(name)) },
  ] as const;
}

/** Index of the first interval of a sorted, disjoint set that ends at or after `value`. */
function firstEndingFrom(set: TIntervals, value: number): number {
  let low = 0;
  let high = set.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((set[mid] as TInterval)[1] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Against a sorted, disjoint set: cut at the first boundary inside the box. */
export function lineRelation(region: TRegion, key: TLine, set: TIntervals): TRelation {
  const [low, high] = region[key];
  // Sets can hold thousands of intervals (object groups): skip those before the box at once.
  const found = set[firstEndingFrom(set, low)];
  if (!found) return 'disjoint';
  const [a, b] = found;
  if (a > high) return 'disjoint';
  if (a <= low && b >= high) return undefined;
  const cut = a > low ? a : b + 1;
  return [
    { ...region, [key]: [low, cut - 1] },
    { ...region, [key]: [cut, high] },
  ];
}

/** `lineRelation` without building the cut: NONE (disjoint), ALL (covers) or SOME. */
function lineState(range: TInterval, set: TIntervals): number {
  const low = range[0];
  const high = range[1];
  const found = set[firstEndingFrom(set, low)];
  if (!found || found[0] > high) return NONE;
  return found[0] <= low && found[1] >= high ? ALL : SOME;
}

/** How a service box relates to the box: NONE, ALL, or SOME (then `boxCut` says where). */
function boxState(region: TRegion, box: TServiceBox): number {
  const proto = lineState(region.proto, [box.proto]);
  const sport = lineState(region.sport, [box.sport]);
  const dport = lineState(region.dport, box.dport);
  if (proto === NONE || sport === NONE || dport === NONE) return NONE;
  return proto === ALL && sport === ALL && dport === ALL ? ALL : SOME;
}

/** The first cut of a box a service box partly covers (protocol, source port, then port). */
function boxCut(region: TRegion, box: TServiceBox): TRelation {
  if (lineState(region.proto, [box.proto]) === SOME)
    return lineRelation(region, 'proto', [box.proto]);
  if (lineState(region.sport, [box.sport]) === SOME)
    return lineRelation(region, 'sport', [box.sport]);
  return lineRelation(region, 'dport', box.dport);
}

/** Every packet that exists (no TCP port 0 ...): a rule with these services matches any service. */
const ANY_SERVICE = servicesKey(
  canonicalServices([{ proto: [0, PROTOCOL_TOP], sport: [0, PORT_TOP], dport: [[0, PORT_TOP]] }]),
);
const anyService = new WeakMap<TFlatRule, boolean>();
const matchesAnyService = (rule: TFlatRule) => {
  let known = anyService.get(rule);
  if (known === undefined) {
    known = servicesKey(rule.services) === ANY_SERVICE;
    anyService.set(rule, known);
  }
  return known;
};

/** Whether a sorted set has no value in the range (its hull alone, or one binary search). */
function missesByAddress(set: TIntervals, range: TInterval): boolean {
  const low = range[0];
  const high = range[1];
  const first = set[0];
  const last = set[set.length - 1];
  if (!first || !last || first[0] > high || last[1] < low) return true;
  const found = set[firstEndingFrom(set, low)];
  return !found || found[0] > high;
}

/**
 * How a rule's packets (conditions aside) relate to a box (packets that cannot exist aside).
 * Disjoint in any field: disjoint. Otherwise the first field the rule covers only in part is
 * cut (arrival interface, egress interface, source, destination, then the service of the
 * first service box that covers part of the box); nothing is built until the answer is known.
 */
export function relation(rule: TFlatRule, region: TRegion): TRelation {
  // Most rules miss most boxes by address: say so before anything else. Past this, neither
  // address field is disjoint.
  if (missesByAddress(rule.src, region.src) || missesByAddress(rule.dst, region.dst))
    return 'disjoint';
  const si = intfState(region.si, rule.srcIntf);
  if (si === NONE) return 'disjoint';
  const di = intfState(region.di, rule.dstIntf);
  if (di === NONE) return 'disjoint';
  // The service box whose cut applies when no field above needs one (undefined: covered).
  let partial: TServiceBox | undefined;
  if (!matchesAnyService(rule)) {
    let covered = false;
    let touched = false;
    for (const box of rule.services) {
      const state = boxState(region, box);
      if (state === ALL) {
        covered = true;
        break;
      }
      if (state === SOME && !touched) {
        touched = true;
        partial = box;
      }
    }
    if (!covered && !touched) return 'disjoint';
    if (covered) partial = undefined;
  }
  if (si === SOME) return intfCut(region, 'si', rule.srcIntf as readonly string[]);
  if (di === SOME) return intfCut(region, 'di', rule.dstIntf as readonly string[]);
  if (lineState(region.src, rule.src) === SOME) return lineRelation(region, 'src', rule.src);
  if (lineState(region.dst, rule.dst) === SOME) return lineRelation(region, 'dst', rule.dst);
  return partial ? boxCut(region, partial) : undefined;
}

/** Each rule's address hulls and their index, built once per list. */
interface TListIndex {
  count: number;
  /** Source low, high, destination low, high per rule: most rules are ruled out by these. */
  hulls: Float64Array;
  index: FirstMatchIndex | undefined;
}

const indexOfList = new WeakMap<readonly { rule: TFlatRule }[], TListIndex>();
function indexOf(list: readonly { rule: TFlatRule }[]): TListIndex {
  const known = indexOfList.get(list);
  if (known && known.count === list.length) return known;
  const hulls = new Float64Array(list.length * 4);
  for (const [i, { rule }] of list.entries()) {
    // An empty set gets an empty hull (low above high): it misses every box.
    hulls.set(
      [
        rule.src[0]?.[0] ?? 1,
        rule.src[rule.src.length - 1]?.[1] ?? 0,
        rule.dst[0]?.[0] ?? 1,
        rule.dst[rule.dst.length - 1]?.[1] ?? 0,
      ],
      i * 4,
    );
  }
  const built = { count: list.length, hulls, index: FirstMatchIndex.of(hulls, list.length) };
  indexOfList.set(list, built);
  return built;
}

/** The first rule from `from` that is not disjoint from the box, and how it relates. */
export function firstMatch(
  rules: readonly { rule: TFlatRule }[],
  from: number,
  region: TRegion,
  /**
   * Counts the rules a scan in order looks at, for the caller's work limit (the index skips
   * most of them; the count is the same as without it).
   */
  work: { done: number } = { done: 0 },
): { index: number; relation: undefined | readonly [TRegion, TRegion] } {
  const { hulls, index } = indexOf(rules);
  const [srcLow, srcHigh] = region.src;
  const [dstLow, dstHigh] = region.dst;
  let found: TRelation = undefined;
  const meets = (at: number) => {
    const h = at * 4;
    if (
      (hulls[h] as number) > srcHigh ||
      (hulls[h + 1] as number) < srcLow ||
      (hulls[h + 2] as number) > dstHigh ||
      (hulls[h + 3] as number) < dstLow
    )
      return false;
    found = relation((rules[at] as { rule: TFlatRule }).rule, region);
    return found !== 'disjoint';
  };
  let at = index?.first(from, region.src, region.dst, meets);
  if (at === undefined) {
    at = from;
    while (at < rules.length && !meets(at)) at += 1;
  }
  work.done += Math.max(0, Math.min(at + 1, rules.length) - from);
  return at < rules.length
    ? { index: at, relation: found as undefined | readonly [TRegion, TRegion] }
    : { index: rules.length, relation: undefined };
}

/** A readable value of a range: a host, not a network address, where the range allows. */
const readable = (range: TInterval) => {
  const low =
    range[0] < 2 ** 24 && range[1] >= 2 ** 24 && range[1] <= IPV4_TOP ? 2 ** 24 : range[0];
  return range[1] - low >= 2 && low % 256 === 0 ? low + 1 : low;
};

/** A packet of the box that exists (TCP, UDP, SCTP ports from 1); undefined when none does. */
export function samplePacket(region: TRegion): TRawPacket | undefined {
  const [low, high] = region.proto;
  const protocols = [6, 17, 1, low, high].filter((p) => low <= p && p <= high);
  const usable = (range: TInterval) => range[1] >= 1;
  const protocol = protocols.find(
    (p) => !PORT_PROTOCOLS.includes(p) || (usable(region.sport) && usable(region.dport)),
  );
  if (protocol === undefined) return undefined;
  const ports = PORT_PROTOCOLS.includes(protocol);
  const sport = ports
    ? Math.max(region.sport[0], Math.min(1024, region.sport[1]), 1)
    : region.sport[0];
  const dport = ports ? Math.max(region.dport[0], 1) : region.dport[0];
  const named = (names: readonly string[]) =>
    names.find((name) => name !== OTHER_INTERFACE) ?? names[0] ?? OTHER_INTERFACE;
  return {
    srcIntf: named(region.si),
    dstIntf: named(region.di),
    src: readable(region.src),
    dst: readable(region.dst),
    protocol,
    sport,
    dport,
    conditions: new Set(),
  };
}
