/**
 * What an output VIP that no source translation stands for does to traffic (issue 17 review,
 * item 1): the policy comparison sees real addresses only, so a server the output publishes on
 * an external address the source never translated would pass unnoticed there. For each such
 * VIP, a packet to its external address is translated and run through the output's policies;
 * when a policy accepts it and the source surely does not forward that packet to the same
 * server, the output forwards traffic the source did not: a widened finding, with the packet
 * as it arrives, the policy that accepts it and what the source does with the same packet.
 * A VIP with no such packet found (none exists, or the search stopped at its limit) is still
 * a translation the source does not have: a NAT difference, so "Not proven", never Equivalent.
 */
import type { TNatRule } from '../model/ir.js';
import type { TOrigin } from '../model/origin.js';
import type { TRawPacket } from './encode.js';
import type { TDecision } from './evaluate.js';
import { decide, formatPacket, readablePacket } from './evaluate.js';
import type { TFlatPolicy, TFlatRule, TFlattenContext } from './flatten.js';
import type { TDnatView } from './destination-nat.js';
import { describeView } from './destination-nat.js';
import { intersect, type TInterval, type TIntervals } from './intervals.js';
import type { RouteTable } from './routes.js';
import { ALL_IPV4, OTHER_INTERFACE } from './space.js';
import type { TNatDifference } from './nat-differences.js';
import type { TVerificationFinding } from './verify.js';

const PROTOCOL_NUMBERS: Record<string, number> = { tcp: 6, udp: 17, sctp: 132 };

/** Candidate packets evaluated on the output's policies, per VIP and over all (a policy each). */
const TRIES_PER_VIP = 64;
const TRIES_IN_ALL = 20_000;

/** A readable value of a set: a host rather than a network address where the set allows. */
function pick(set: TIntervals): number | undefined {
  const first = set[0];
  if (!first) return undefined;
  const [low, high] = first;
  return high - low >= 2 && low % 256 === 0 ? low + 1 : low;
}

/** The value `value` of `from` stands for in `to`: the same offset when both are one equal range. */
function partner(from: readonly TInterval[], to: readonly TInterval[], value: number): number {
  const [a, b] = [from[0], to[0]];
  if (from.length === 1 && to.length === 1 && a && b && a[1] - a[0] === b[1] - b[0])
    return b[0] + (value - a[0]);
  return b?.[0] ?? value;
}

const namedIn = (a: 'any' | readonly string[], b: 'any' | readonly string[]) => {
  if (a === 'any' && b === 'any') return OTHER_INTERFACE;
  if (a === 'any') return b[0];
  if (b === 'any') return a[0];
  return a.find((name) => b.includes(name));
};

/** A translated packet (as the output's policies see it) that `rule` matches, if the VIP allows one. */
function candidate(
  vip: TDnatView,
  rule: TFlatRule,
  routes: RouteTable | undefined,
): { translated: TRawPacket; arriving: TRawPacket } | undefined {
  const srcIntf = namedIn(vip.srcIntf, rule.srcIntf);
  const src = pick(intersect(rule.src, vip.clients === 'any' ? [ALL_IPV4] : vip.clients));
  const dst = pick(intersect(rule.dst, vip.real));
  if (srcIntf === undefined || src === undefined || dst === undefined) return undefined;
  const egress = routes ? routes.egressOf(dst) : 'any';
  const dstIntf = namedIn(egress.length === 0 ? [] : egress, rule.dstIntf);
  if (dstIntf === undefined) return undefined;
  for (const box of rule.services) {
    const protocols = vip.ports
      ? vip.ports.protocols.map((p) => PROTOCOL_NUMBERS[p] ?? -1)
      : [6, 17, 1, box.proto[0]];
    const protocol = protocols.find((p) => box.proto[0] <= p && p <= box.proto[1]);
    if (protocol === undefined) continue;
    const mapped = vip.mappedPorts ?? vip.ports?.dst;
    const dport = pick(mapped ? intersect(box.dport, mapped) : box.dport);
    if (dport === undefined) continue;
    const sport = Math.max(box.sport[0], Math.min(1024, box.sport[1]));
    const base = { srcIntf, dstIntf, src, protocol, sport, conditions: new Set<number>() };
    const extPort = mapped && vip.ports ? partner(mapped, vip.ports.dst, dport) : dport;
    return {
      translated: { ...base, dst, dport },
      arriving: { ...base, dst: partner(vip.real, vip.ext, dst), dport: extPort },
    };
  }
  return undefined;
}

export interface TVipExposure {
  widened: TVerificationFinding[];
  differences: TNatDifference[];
}

const inSet = (set: readonly TInterval[] | 'any', value: number) =>
  set === 'any' || set.some(([low, high]) => low <= value && value <= high);

/** The packet as the source translates it (its first destination translation that applies), if one does. */
function sourceTranslation(views: readonly TDnatView[], packet: TRawPacket) {
  const view = views.find(
    (v) =>
      inSet(v.ext, packet.dst) &&
      inSet(v.clients, packet.src) &&
      (!v.ports ||
        (v.ports.protocols.some((p) => PROTOCOL_NUMBERS[p] === packet.protocol) &&
          inSet(v.ports.dst, packet.dport))),
  );
  if (!view) return undefined;
  const dport =
    view.ports && view.mappedPorts
      ? partner(view.ports.dst, view.mappedPorts, packet.dport)
      : packet.dport;
  return { view, packet: { ...packet, dst: partner(view.ext, view.real, packet.dst), dport } };
}

/**
 * Output VIPs no source translation stands for, as findings: widened where an output policy
 * accepts their translated traffic (confirmed by evaluating the policies on the packet),
 * otherwise a destination NAT difference.
 */
export function vipExposure(
  extra: readonly { rule: TNatRule; view: TDnatView }[],
  lists: { source: TFlatPolicy; target: TFlatPolicy },
  context: TFlattenContext,
  options: {
    routes?: RouteTable;
    sourceOrigins?: ReadonlyMap<string, TOrigin>;
    /** The source's destination translations, to say what the source does instead. */
    sourceViews?: readonly TDnatView[];
  } = {},
): TVipExposure {
  const out: TVipExposure = { widened: [], differences: [] };
  const { source, target } = lists;
  const readable = (packet: TRawPacket) =>
    readablePacket(packet, context.atoms, context.conditions);
  let budget = TRIES_IN_ALL;
  for (const { rule, view } of extra) {
    const what = `output VIP ${rule.id} (output line ${rule.origin.line}) translates ${describeView(view)}, which no source rule translates the same way`;
    let found:
      | {
          translated: TRawPacket;
          arriving: TRawPacket;
          decision: TDecision;
          own: ReturnType<typeof sourceTranslation>;
          sourceDecision: TDecision;
        }
      | undefined;
    let tries = 0;
    for (const policy of target.rules) {
      if (tries >= TRIES_PER_VIP || budget <= 0) break;
      if (policy.action !== 'accept') continue;
      const packets = candidate(view, policy, options.routes);
      if (!packets) continue;
      tries += 1;
      budget -= 1;
      const decision = decide(target.rules, target.defaultAction, packets.translated);
      if (decision.action !== 'accept' || decision.uncertain) continue;
      // What the source does with the same packet: translated its own way, or not at all.
      const own = sourceTranslation(options.sourceViews ?? [], packets.arriving);
      const sourcePacket = own?.packet ?? packets.arriving;
      const sourceDecision = decide(source.rules, source.defaultAction, sourcePacket);
      // Widened only when the source surely does not forward this packet to the same server.
      const same =
        sourcePacket.dst === packets.translated.dst &&
        sourcePacket.dport === packets.translated.dport;
      if (sourceDecision.uncertain || (same && sourceDecision.action === 'accept')) continue;
      found = { ...packets, decision, own, sourceDecision };
      break;
    }
    if (!found) {
      // Not finding an accepting policy is no proof there is none: the VIP stays a difference.
      const searched =
        tries >= TRIES_PER_VIP || budget <= 0 ? ' (the search for one stopped at its limit)' : '';
      out.differences.push({
        kind: 'destination',
        item: `output nat ${rule.id}`,
        targetRuleId: rule.id,
        message: `destination NAT differs: ${what}; no packet was found that an output policy accepts and the source does not forward alike${searched}`,
      });
      continue;
    }
    const { own, sourceDecision } = found;
    const origin = options.sourceOrigins?.get(sourceDecision.ruleId);
    const arriving = readable(found.arriving);
    const instead = own
      ? `the source translates it to ${readable(own.packet).dst} instead (rule ${own.view.id})`
      : 'the source does not translate it';
    out.widened.push({
      sourceRuleId: sourceDecision.ruleId,
      targetRuleId: found.decision.ruleId,
      ...(origin ? { origin } : {}),
      packet: arriving,
      source: sourceDecision,
      target: found.decision,
      nat: `${what}: the output forwards ${formatPacket(arriving)} to ${formatPacket(readable(found.translated))}, which policy ${found.decision.ruleId} accepts; ${instead}`,
    });
  }
  return out;
}
