/**
 * Source NAT compared like the filter: for every flow (arrival and egress interface, source,
 * destination, service) the source address it leaves with must be the same on both sides.
 * Each side is a first-match list of translations (`snat-side.ts`: NAT rules in section order,
 * then the NAT of the policy that accepts the flow); the packet space is cut along the rules'
 * boundaries (`snat-region.ts`) until both lists decide each box by one rule, and the two
 * translations are compared by value. A difference counts where the source policy accepts the
 * flow (a denied flow is never translated). What cannot be decided exactly is listed as not
 * verified, never taken as equal. How and within which limits: docs/verification.md.
 */
import type { TConfigModel } from '../model/ir.js';
import type { TOrigin } from '../model/origin.js';
import { formatIpv4 } from '../net/ipv4.js';
import type { TRawPacket } from './encode.js';
import type { TPacket } from './evaluate.js';
import { decide, formatPacket, readablePacket } from './evaluate.js';
import type { TFlatPolicy, TFlatRule, TFlattenContext } from './flatten.js';
import { flattenPolicies, newFlattenContext } from './flatten.js';
import type { TRoute } from './routes.js';
import { RouteTable } from './routes.js';
import { hull, hullWithin, intersect, type TInterval, type TIntervals } from './intervals.js';
import { firstMatch, lineRelation, samplePacket, type TRegion } from './snat-region.js';
import { snatSide, type TSnatEntry } from './snat-side.js';
import { IPV4_TOP, OTHER_INTERFACE } from './space.js';

export interface TSourceNatOptions {
  interfaceMap?: Record<string, string>;
  userMap?: Record<string, string>;
  userGroupMap?: Record<string, string>;
  routes?: readonly TRoute[];
  /** Rule-against-box checks the walk may make before it gives up (default 5,000,000). */
  maxWork?: number;
  /**
   * What the policy comparison (verify.ts) already built, so that nothing is made twice:
   * `routes` as a table; its registries (`context`) and with them the source's policies
   * flattened with the same maps (routes and profile maps aside: the walk reads no key and no
   * condition identity). Atoms are numbered in the order they are first used, and the walk's
   * sample flows follow that order: verify.ts shares its registries only when they hold none.
   */
  shared?: { routeTable?: RouteTable; context?: TFlattenContext; filter?: TFlatPolicy };
}

/** A flow the two sides translate differently, with both translations in words. */
export interface TSourceNatDifference {
  /** `source:nat:<id>`, `source:policy:<id>`, or `source:none` (no source rule matched). */
  sourceRuleId: string;
  targetRuleId: string;
  packet: TPacket;
  /** `source NAT 10.0.0.5 -> interface port1 address; output: not translated`. */
  message: string;
  /** What each side translates the source to: `interface port1 address`, `not translated`. */
  translations: { source: string; output: string };
}

export interface TSourceNatResult {
  /** Source translations on each side (NAT rules translating sources, identity rules, policy NAT). */
  compared: { source: number; target: number };
  differences: TSourceNatDifference[];
  notVerified: { ruleId: string; reason: string }[];
}

const MAX_DIFFERENCES = 50;

function describe(value: string, packet: TRawPacket): string {
  if (value === 'none') return 'not translated';
  if (value === 'intf') return `interface ${packet.dstIntf} address`;
  if (value.startsWith('static:'))
    return `${formatIpv4(packet.src + Number(value.slice(7)))} (static, one to one)`;
  const ranges = value
    .slice(5)
    .split(',')
    .map((part) =>
      part
        .split('-')
        .map((n) => formatIpv4(Number(n)))
        .join('-'),
    );
  return `pool ${ranges.join(', ')}`;
}

/** Compares the source translations of `source` and `target` flow by flow. */
export function compareSourceNat(
  source: TConfigModel,
  target: TConfigModel,
  options: TSourceNatOptions = {},
): TSourceNatResult {
  const context = options.shared?.context ?? newFlattenContext();
  const maps = {
    ...(options.interfaceMap ? { interfaceMap: options.interfaceMap } : {}),
    ...(options.userMap ? { userMap: options.userMap } : {}),
    ...(options.userGroupMap ? { userGroupMap: options.userGroupMap } : {}),
  };
  const s = snatSide(source, { side: 'source', context, ...maps });
  const t = snatSide(target, { side: 'target', context, ...maps });
  const result: TSourceNatResult = {
    compared: { source: s.count, target: t.count },
    differences: [],
    notVerified: [...s.errors, ...t.errors],
  };
  if (s.count === 0 && t.count === 0) return result;
  // Rules that correspond one to one, in order, with equal translations decide alike: only
  // packets that a rule between the common prefix and suffix matches can differ.
  const middle = middleRules(s.entries, t.entries);
  if (middle.length === 0) return result;
  const filter =
    (options.shared?.context && options.shared.filter) ??
    flattenPolicies(source, { side: 'source', context, ...maps });
  const routes =
    options.shared?.routeTable ?? (options.routes ? new RouteTable(options.routes) : undefined);
  const borders = routes ? routeBorders(routes) : [];
  const policyList = filter.rules.map((rule) => ({ rule }));

  const names = new Set<string>([OTHER_INTERFACE]);
  const rules = [...s.entries, ...t.entries].map((e) => e.rule).concat(filter.rules);
  for (const rule of rules)
    for (const set of [rule.srcIntf, rule.dstIntf])
      if (set !== 'any') set.forEach((n) => names.add(n));
  const universe = [...names].sort();
  const inUniverse = (name: string) => (names.has(name) ? name : OTHER_INTERFACE);

  /** Per pair of deciding rules, the most readable flow found. */
  const found = new Map<string, { score: number; difference: TSourceNatDifference }>();
  const budget = { left: 200_000 };
  const undecided = new Set<string>();
  // Only addresses that exist: IPv4 and the FQDN, geo and IPv6 objects either side names.
  const domain = context.atoms.domain();
  const roots = new Map<string, TRegion>();
  for (const rule of middle)
    for (const region of hullRegions(rule, universe, domain)) roots.set(regionKey(region), region);
  const stack = [...roots.values()].map((region) => ({ region, si: 0, ti: 0, routed: !routes }));
  /** Both halves of a cut box onto the stack, the first on top (walked first). */
  const push = (
    [first, second]: readonly [TRegion, TRegion],
    si: number,
    ti: number,
    routed: boolean,
  ) => stack.push({ region: second, si, ti, routed }, { region: first, si, ti, routed });
  const work = { done: 0 };
  const maxWork = options.maxWork ?? 5_000_000;
  while (stack.length > 0) {
    const item = stack.pop() as (typeof stack)[number];
    if ((work.done += 1) > maxWork) {
      result.notVerified.push({
        ruleId: 'source:nat',
        reason: `source NAT not compared completely: the comparison reached its work limit (${maxWork} steps)`,
      });
      break;
    }
    if (!item.routed && routes) {
      const cut = routeCut(borders, item.region);
      if (cut) {
        push(cut, item.si, item.ti, item.routed);
        continue;
      }
      const egress =
        item.region.dst[0] > IPV4_TOP ? undefined : routes.egressOf(item.region.dst[0]);
      const allowed = egress ? new Set(egress.map(inUniverse)) : undefined;
      const di = allowed ? item.region.di.filter((n) => allowed.has(n)) : item.region.di;
      if (di.length === 0) continue;
      item.region = { ...item.region, di };
      item.routed = true;
    }
    const fs = firstMatch(s.entries, item.si, item.region, work);
    if (fs.relation) {
      push(fs.relation, fs.index, item.ti, item.routed);
      continue;
    }
    const ft = firstMatch(t.entries, item.ti, item.region, work);
    if (ft.relation) {
      push(ft.relation, fs.index, ft.index, item.routed);
      continue;
    }
    const se = s.entries[fs.index];
    const te = t.entries[ft.index];
    const sv = se?.value ?? 'none';
    const tv = te?.value ?? 'none';
    if (sv === tv || sv === 'unknown' || tv === 'unknown') continue;
    const pair = `${se?.ruleId ?? 'source:none'}|${te?.ruleId ?? 'target:none'}`;
    const best = found.get(pair);
    if ((best && best.score === 4) || (!best && found.size >= MAX_DIFFERENCES)) continue;
    const accepted = acceptedIn(
      filter.rules,
      policyList,
      filter.defaultAction,
      item.region,
      budget,
    );
    if (accepted === 'maybe') undecided.add(se?.ruleId ?? te?.ruleId ?? 'source:nat');
    if (!accepted || accepted === 'maybe') continue;
    const score = readability(accepted);
    if (!best || score > best.score)
      found.set(pair, { score, difference: difference(se, te, sv, tv, accepted, context) });
  }
  result.differences = [...found.values()].map((entry) => entry.difference);
  const differing = new Set(result.differences.flatMap((d) => [d.sourceRuleId, d.targetRuleId]));
  for (const ruleId of undecided)
    if (!differing.has(ruleId))
      result.notVerified.push({
        ruleId,
        reason:
          'source NAT differs, but no flow of the difference was found that the source policy accepts unconditionally (the flows tried are denied, or accepted under a schedule, user or application): not decided',
      });
  return result;
}

function difference(
  se: TSnatEntry | undefined,
  te: TSnatEntry | undefined,
  sv: string,
  tv: string,
  raw: TRawPacket,
  context: ReturnType<typeof newFlattenContext>,
): TSourceNatDifference {
  const packet = readablePacket(raw, context.atoms, context.conditions);
  return {
    sourceRuleId: se?.ruleId ?? 'source:none',
    targetRuleId: te?.ruleId ?? 'target:none',
    packet,
    message: `source NAT ${packet.src} -> ${describe(sv, raw)}; output: ${describe(tv, raw)} (${formatPacket(packet)})`,
    translations: { source: describe(sv, raw), output: describe(tv, raw) },
  };
}

const sameEntry = (a: TSnatEntry, b: TSnatEntry) =>
  a.rule.key === b.rule.key && a.value === b.value && !a.rule.inexact && !b.rule.inexact;

/** The rules of either list between their longest common prefix and suffix. */
function middleRules(s: readonly TSnatEntry[], t: readonly TSnatEntry[]): TFlatRule[] {
  const both = Math.min(s.length, t.length);
  let prefix = 0;
  while (prefix < both && sameEntry(s[prefix] as TSnatEntry, t[prefix] as TSnatEntry)) prefix += 1;
  let suffix = 0;
  while (
    suffix < both - prefix &&
    sameEntry(s[s.length - 1 - suffix] as TSnatEntry, t[t.length - 1 - suffix] as TSnatEntry)
  )
    suffix += 1;
  return [...s.slice(prefix, s.length - suffix), ...t.slice(prefix, t.length - suffix)].map(
    (entry) => entry.rule,
  );
}

/** Interface lists by their content, once per list (most are shared by many rules). */
const listKeys = new WeakMap<readonly string[], string>();
const listKey = (names: readonly string[]) => {
  let key = listKeys.get(names);
  if (key === undefined) {
    key = JSON.stringify(names);
    listKeys.set(names, key);
  }
  return key;
};

/** Equal for boxes of equal content (as their JSON text is), cheaper to make. */
const regionKey = (r: TRegion) =>
  `${listKey(r.si)}${listKey(r.di)}${r.src[0]},${r.src[1]},${r.dst[0]},${r.dst[1]},${r.proto[0]},${r.proto[1]},${r.sport[0]},${r.sport[1]},${r.dport[0]},${r.dport[1]}`;

/** Boxes holding every packet a rule matches (its hull in each field), within the domain. */
function hullRegions(rule: TFlatRule, universe: string[], domain: TIntervals): TRegion[] {
  const names = (set: 'any' | readonly string[]) => (set === 'any' ? universe : [...set]);
  const src = hullWithin(rule.src, domain);
  const dst = hullWithin(rule.dst, domain);
  const boxes = rule.services;
  const dport = hull(boxes.flatMap((box) => box.dport));
  if (!src || !dst || !dport || boxes.length === 0) return [];
  const si = names(rule.srcIntf);
  const di = names(rule.dstIntf);
  if (si.length === 0 || di.length === 0) return [];
  const proto: TInterval = [
    Math.min(...boxes.map((b) => b.proto[0])),
    Math.max(...boxes.map((b) => b.proto[1])),
  ];
  const sport: TInterval = [
    Math.min(...boxes.map((b) => b.sport[0])),
    Math.max(...boxes.map((b) => b.sport[1])),
  ];
  // An IPv4 hull and an atom hull are split: the atoms between are not all in the domain.
  return domain.flatMap((d) => {
    const a = intersect([src], [d])[0];
    return domain.flatMap((e) => {
      const b = intersect([dst], [e])[0];
      return a && b ? [{ si, di, src: a, dst: b, proto, sport, dport }] : [];
    });
  });
}

/** 4 for a TCP flow between IPv4 addresses; less for UDP and ICMP, atoms and other protocols. */
const readability = (packet: TRawPacket) =>
  Number(packet.src <= IPV4_TOP) +
  Number(packet.dst <= IPV4_TOP) +
  Number([6, 17, 1].includes(packet.protocol)) +
  Number(packet.protocol === 6);

/** Where route segments (and the gaps between them) start, ascending. */
const routeBorders = (routes: RouteTable) =>
  routes.segments.flatMap((seg) => [seg.low, seg.high + 1]);

/** Cuts a box whose destinations span several route segments (or gaps) at the first border. */
function routeCut(borders: readonly number[], region: TRegion) {
  const [low, high] = region.dst;
  if (low > IPV4_TOP) return undefined;
  if (high > IPV4_TOP) return lineRelation(region, 'dst', [[0, IPV4_TOP]]) as [TRegion, TRegion];
  // The first border above `low` (a binary search: boxes are cut many times over).
  let from = 0;
  let to = borders.length;
  while (from < to) {
    const mid = (from + to) >> 1;
    if ((borders[mid] as number) <= low) from = mid + 1;
    else to = mid;
  }
  const next = borders[from];
  const cut = next !== undefined && next <= high ? next : undefined;
  return cut === undefined
    ? undefined
    : ([
        { ...region, dst: [low, cut - 1] },
        { ...region, dst: [cut, high] },
      ] as const);
}

/**
 * A packet of the box the source policy accepts; undefined when it denies them all; `maybe`
 * when a rule with conditions decides part of it.
 */
function acceptedIn(
  rules: readonly TFlatRule[],
  /** The same rules as `firstMatch` takes them, built once by the caller. */
  list: readonly { rule: TFlatRule }[],
  defaultAction: 'accept' | 'deny',
  region: TRegion,
  budget: { left: number },
): TRawPacket | 'maybe' | undefined {
  const stack = [{ region, from: 0 }];
  let maybe = false;
  for (; stack.length > 0 && budget.left > 0; budget.left -= 1) {
    const item = stack.pop() as (typeof stack)[number];
    const first = firstMatch(list, item.from, item.region);
    if (first.relation) {
      const [low, high] = first.relation;
      stack.push({ region: high, from: first.index }, { region: low, from: first.index });
      continue;
    }
    const rule = rules[first.index];
    const action = rule ? rule.action : defaultAction;
    if (action !== 'accept') continue;
    const packet = samplePacket(item.region);
    if (!packet) continue;
    if (rule && (rule.inexact || rule.schedule !== undefined || rule.clauses)) maybe = true;
    else if (decide(rules, defaultAction, packet).action === 'accept') return packet;
  }
  return maybe || stack.length > 0 ? 'maybe' : undefined;
}

/** A source NAT item the verdict cannot count as equal: a difference, or what was not compared. */
export interface TSourceNatUncompared {
  /** `nat <id>`, `policy <id>`, `output nat <id>`. */
  item: string;
  origin?: TOrigin;
  reason: string;
}

/**
 * `compareSourceNat` as entries of the verdict's `uncompared` list: each difference (with its
 * sample flow) and each translation that could not be compared rules out `equivalent`.
 */
export function sourceNatUncompared(
  source: TConfigModel,
  target: TConfigModel,
  options: TSourceNatOptions = {},
): TSourceNatUncompared[] {
  const result = compareSourceNat(source, target, options);
  const origins = new Map<string, TOrigin>([
    ...source.nat.map((rule) => [`source:nat:${rule.id}`, rule.origin] as const),
    ...source.policies.map((policy) => [`source:policy:${policy.id}`, policy.origin] as const),
  ]);
  const item = (ruleId: string) =>
    ruleId
      .replace(/^source:(nat|policy):/, '$1 ')
      .replace(/^target:(nat|policy):/, 'output $1 ')
      .replace(/^(source|target):(nat|none)$/, 'nat');
  const entry = (ruleId: string, reason: string): TSourceNatUncompared => {
    const origin = origins.get(ruleId);
    return { item: item(ruleId), ...(origin ? { origin } : {}), reason };
  };
  return [
    ...result.differences.map((d) =>
      entry(d.sourceRuleId === 'source:none' ? d.targetRuleId : d.sourceRuleId, d.message),
    ),
    ...result.notVerified.map((n) => entry(n.ruleId, n.reason)),
  ];
}
