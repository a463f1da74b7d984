/**
 * Cheap candidate packets, tried by concrete evaluation before the exhaustive search: corners of
 * the rules that differ (where narrowed ranges, swapped rules and dropped rules show) and one
 * packet no rule names (where different defaults show). A candidate only ever yields a
 * counterexample that both lists confirm; finding none proves nothing.
 */
import type { TRawPacket } from './encode.js';
import type { TDecision } from './evaluate.js';
import { decide } from './evaluate.js';
import type { TFlatRule } from './flatten.js';
import type { RouteTable } from './routes.js';
import type { TInterval, TIntervals } from './intervals.js';
import { complement, normalize, subtract } from './intervals.js';
import type { TServiceBox } from './resolve-services.js';
import { canonicalServices } from './resolve-services.js';
import type { AtomRegistry } from './space.js';
import { IPV4_TOP, OTHER_INTERFACE, PORT_TOP, PROTOCOL_TOP } from './space.js';

/** Rules whose corners are tried, and the most rule evaluations all candidates may cost. */
const PROBED_RULES = 128;
const PROBE_BUDGET = 2_000_000;
/** Unicast addresses outside 0.0.0.0/8 (1.0.0.0 - 223.255.255.255): readable candidates. */
const UNICAST: TInterval = [2 ** 24, 224 * 2 ** 24 - 1];

/** A readable value of a range: not a network address when the range allows. */
const host = (range: TInterval) =>
  range[1] - range[0] >= 2 && range[0] % 256 === 0 ? range[0] + 1 : range[0];
/** A readable address of a range: a unicast host where the range has one. */
const readable = (range: TInterval) =>
  host(range[0] < UNICAST[0] && range[1] >= UNICAST[0] ? [UNICAST[0], range[1]] : range);
/** TCP, UDP and ICMP boxes first: their corners read best. */
const rank = (box: TServiceBox) =>
  [6, 17, 1].findIndex((p) => box.proto[0] <= p && p <= box.proto[1]) >>> 0;

interface TProbeList {
  rules: readonly TFlatRule[];
  defaultAction: 'accept' | 'deny';
}

const firstOf = (set: 'any' | readonly string[], fallback: string) =>
  set === 'any' ? fallback : (set[0] ?? fallback);

/** The lowest and highest corner of each (of the first few) service boxes of a rule. */
function corners(rule: TFlatRule, anyInterface: string): TRawPacket[] {
  const conditions = new Set(rule.schedule !== undefined ? [rule.schedule] : []);
  for (const clause of rule.clauses ?? []) if (clause[0] !== undefined) conditions.add(clause[0]);
  const src = rule.src[0];
  const dst = rule.dst[0];
  if (!src || !dst) return [];
  const base = {
    srcIntf: firstOf(rule.srcIntf, anyInterface),
    dstIntf: firstOf(rule.dstIntf, anyInterface),
    conditions,
  };
  const boxes = [...rule.services].sort((a, b) => rank(a) - rank(b)).slice(0, 4);
  return boxes.flatMap((box) => {
    const lastPorts = box.dport[box.dport.length - 1];
    const sport = box.sport[0] <= 1024 && 1024 <= box.sport[1] ? 1024 : box.sport[0];
    const protocol = [6, 17, 1].find((p) => box.proto[0] <= p && p <= box.proto[1]) ?? box.proto[0];
    const low = { src: readable(src), dst: readable(dst), protocol, sport };
    const high = { src: Math.min(src[1], IPV4_TOP), dst: Math.min(dst[1], IPV4_TOP) };
    return [
      { ...base, ...low, dport: box.dport[0]?.[0] ?? 0 },
      { ...base, ...high, protocol: box.proto[1], sport: box.sport[1], dport: lastPorts?.[1] ?? 0 },
    ];
  });
}

/** A packet outside every rule where the rules leave an address or a protocol free. */
function gap(rules: readonly TFlatRule[]): TRawPacket {
  const free = (sets: TIntervals[]) => {
    const used = normalize(sets.flat());
    const range = subtract([UNICAST], used)[0] ?? complement(used, [0, IPV4_TOP])[0];
    return range ? host(range) : undefined;
  };
  const src = free(rules.map((rule) => rule.src));
  const dst = free(rules.map((rule) => rule.dst));
  const packet: TRawPacket = {
    srcIntf: OTHER_INTERFACE,
    dstIntf: OTHER_INTERFACE,
    src: src ?? UNICAST[0] + 1,
    dst: dst ?? UNICAST[0] + 1,
    protocol: 6,
    sport: 1024,
    dport: 443,
    conditions: new Set(),
  };
  if (src !== undefined || dst !== undefined) return packet;
  const protocols = normalize(rules.flatMap((rule) => rule.services.map((box) => box.proto)));
  const protocol = complement(protocols, [0, PROTOCOL_TOP])[0]?.[0] ?? 6;
  const valid = canonicalServices([
    { proto: [protocol, protocol], sport: [0, PORT_TOP], dport: [[0, PORT_TOP]] },
  ])[0];
  return { ...packet, protocol, sport: valid?.sport[0] ?? 0, dport: valid?.dport[0]?.[0] ?? 0 };
}

/** A confirmed difference among the candidates, if any. */
export function probe(
  source: TProbeList,
  target: TProbeList,
  middle: readonly TFlatRule[],
  context: {
    interfaces: readonly string[];
    atoms: AtomRegistry;
    /** Only packets arriving on this interface. */
    srcIntf?: string;
    routes?: RouteTable;
  },
): { packet: TRawPacket; source: TDecision; target: TDecision } | undefined {
  const anyInterface = context.interfaces[0] ?? OTHER_INTERFACE;
  const affordable = Math.floor(PROBE_BUDGET / (source.rules.length + target.rules.length + 1));
  const candidates = [
    // Only where the defaults differ can a packet that no rule names be decided apart.
    ...(source.defaultAction === target.defaultAction
      ? []
      : [gap([...source.rules, ...target.rules])]),
    ...middle.slice(0, PROBED_RULES).flatMap((rule) => corners(rule, anyInterface)),
  ].slice(0, Math.max(1, affordable));
  const domain = context.atoms.domain();
  for (const candidate of candidates) {
    let packet =
      context.srcIntf === undefined ? candidate : { ...candidate, srcIntf: context.srcIntf };
    if (!domain.some(([low, high]) => low <= packet.src && packet.src <= high)) continue;
    if (!domain.some(([low, high]) => low <= packet.dst && packet.dst <= high)) continue;
    if (context.routes && packet.dst <= IPV4_TOP) {
      const egress = context.routes.egressOf(packet.dst);
      if (egress.length === 0) continue;
      if (!egress.includes(packet.dstIntf)) packet = { ...packet, dstIntf: egress[0] as string };
    }
    const decidedS = decide(source.rules, source.defaultAction, packet);
    const decidedT = decide(target.rules, target.defaultAction, packet);
    if (!decidedS.uncertain && !decidedT.uncertain && decidedS.action !== decidedT.action) {
      return { packet, source: decidedS, target: decidedT };
    }
  }
  return undefined;
}
