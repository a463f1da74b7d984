/**
 * Boxes of the packet space, cut along rule boundaries until each first-match list decides a
 * box as one rule: the exact partition the source NAT comparison walks. A box holds a set of
 * arrival and egress interfaces and one interval per other field.
 */
import type { TRawPacket } from './encode.js';
import type { TFlatRule } from './flatten.js';
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

function intfRelation(region: TRegion, key: 'si' | 'di', names: 'any' | readonly string[]) {
  if (names === 'any') return undefined;
  const set = setOf(names);
  const inside = region[key].filter((name) => set.has(name));
  if (inside.length === 0) return 'disjoint';
  if (inside.length === region[key].length) return undefined;
  const outside = region[key].filter((name) => !set.has(name));
  return [
    { ...region, [key]: inside },
    { ...region, [key]: outside },
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

function boxRelation(region: TRegion, box: TServiceBox): TRelation {
  const parts = [
    lineRelation(region, 'proto', [box.proto]),
    lineRelation(region, 'sport', [box.sport]),
    lineRelation(region, 'dport', box.dport),
  ];
  if (parts.includes('disjoint')) return 'disjoint';
  return parts.find((part) => part !== undefined);
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
function missesByAddress(set: TIntervals, [low, high]: TInterval): boolean {
  const first = set[0];
  const last = set[set.length - 1];
  if (!first || !last || first[0] > high || last[1] < low) return true;
  const found = set[firstEndingFrom(set, low)];
  return !found || found[0] > high;
}

/** How a rule's packets (conditions aside) relate to a box (packets that cannot exist aside). */
export function relation(rule: TFlatRule, region: TRegion): TRelation {
  // Most rules miss most boxes by address: say so before building any cut.
  if (missesByAddress(rule.src, region.src) || missesByAddress(rule.dst, region.dst))
    return 'disjoint';
  const parts: TRelation[] = [
    intfRelation(region, 'si', rule.srcIntf),
    intfRelation(region, 'di', rule.dstIntf),
    lineRelation(region, 'src', rule.src),
    lineRelation(region, 'dst', rule.dst),
  ];
  if (parts.includes('disjoint')) return 'disjoint';
  if (matchesAnyService(rule)) return parts.find((part) => part !== undefined);
  let cut: TRelation = 'disjoint';
  for (const box of rule.services) {
    const found = boxRelation(region, box);
    if (found === undefined) {
      cut = undefined;
      break;
    }
    if (found !== 'disjoint' && cut === 'disjoint') cut = found;
  }
  if (cut === 'disjoint') return 'disjoint';
  return parts.find((part) => part !== undefined) ?? cut;
}

/**
 * Each rule's address hulls (source low, high, destination low, high), built once per list:
 * the scan below rules out most rules by four comparisons, without building anything.
 */
const hullsOfList = new WeakMap<readonly { rule: TFlatRule }[], Float64Array>();
function hullsOf(list: readonly { rule: TFlatRule }[]): Float64Array {
  let hulls = hullsOfList.get(list);
  if (hulls && hulls.length === list.length * 4) return hulls;
  hulls = new Float64Array(list.length * 4);
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
  hullsOfList.set(list, hulls);
  return hulls;
}

/** The first rule from `from` that is not disjoint from the box, and how it relates. */
export function firstMatch(
  rules: readonly { rule: TFlatRule }[],
  from: number,
  region: TRegion,
  /** Counts the rules looked at, for the caller's work limit. */
  work: { done: number } = { done: 0 },
): { index: number; relation: undefined | readonly [TRegion, TRegion] } {
  const hulls = hullsOf(rules);
  const [srcLow, srcHigh] = region.src;
  const [dstLow, dstHigh] = region.dst;
  for (let index = from; index < rules.length; index += 1) {
    work.done += 1;
    const at = index * 4;
    if (
      (hulls[at] as number) > srcHigh ||
      (hulls[at + 1] as number) < srcLow ||
      (hulls[at + 2] as number) > dstHigh ||
      (hulls[at + 3] as number) < dstLow
    )
      continue;
    const found = relation((rules[index] as { rule: TFlatRule }).rule, region);
    if (found !== 'disjoint') return { index, relation: found };
  }
  return { index: rules.length, relation: undefined };
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
