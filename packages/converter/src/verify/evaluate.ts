/**
 * Concrete first-match evaluation of flat rules, and packets as people read them. The search
 * finds a packet; this independent path confirms that the two policies really decide it apart.
 */
import { formatIpv4 } from '../net/ipv4.js';
import type { TRawPacket } from './encode.js';
import type { TFlatRule } from './flatten.js';
import type { TServiceBox } from './resolve-services.js';
import { contains } from './intervals.js';
import type { AtomRegistry, ConditionRegistry } from './space.js';
import { ICMP_PROTOCOLS, IPV4_TOP, PORT_PROTOCOLS, protocolName } from './space.js';

const inIntf = (set: 'any' | readonly string[], name: string) =>
  set === 'any' || set.includes(name);

/** Whether one of the service boxes holds the packet's protocol and ports. */
function servicesMatch(boxes: readonly TServiceBox[], packet: TRawPacket): boolean {
  for (let i = 0; i < boxes.length; i += 1) {
    const box = boxes[i] as TServiceBox;
    if (
      box.proto[0] <= packet.protocol &&
      packet.protocol <= box.proto[1] &&
      box.sport[0] <= packet.sport &&
      packet.sport <= box.sport[1] &&
      contains(box.dport, packet.dport)
    )
      return true;
  }
  return false;
}

/**
 * Whether a rule matches a packet; `conditions: false` looks at the packet's fields only.
 * Called for every rule of long lists: it builds nothing.
 */
export function ruleMatches(
  rule: TFlatRule,
  packet: TRawPacket,
  options?: { conditions?: boolean },
): boolean {
  return (
    inIntf(rule.srcIntf, packet.srcIntf) &&
    inIntf(rule.dstIntf, packet.dstIntf) &&
    contains(rule.src, packet.src) &&
    contains(rule.dst, packet.dst) &&
    servicesMatch(rule.services, packet) &&
    (options?.conditions === false || conditionsHold(rule, packet.conditions))
  );
}

function conditionsHold(rule: TFlatRule, held: ReadonlySet<number>): boolean {
  if (rule.schedule !== undefined && !held.has(rule.schedule)) return false;
  const clauses = rule.clauses;
  if (!clauses) return true;
  for (const clause of clauses) {
    let holds = false;
    for (const id of clause) if (held.has(id)) holds = true;
    if (!holds) return false;
  }
  return true;
}

/** The conditions the rules matching a packet's fields name (schedules and clauses). */
export function conditionsNamed(rules: readonly TFlatRule[], packet: TRawPacket): Set<number> {
  const out = new Set<number>();
  for (const rule of rules) {
    if (rule.schedule === undefined && !rule.clauses) continue;
    if (!ruleMatches(rule, packet, { conditions: false })) continue;
    if (rule.schedule !== undefined) out.add(rule.schedule);
    for (const clause of rule.clauses ?? []) clause.forEach((id) => out.add(id));
  }
  return out;
}

export interface TDecision {
  /** The deciding policy's id, or `default` when no policy matches. */
  ruleId: string;
  action: 'accept' | 'deny';
  /** An over-approximated rule matched on the way: the decision is not certain. */
  uncertain?: string;
}

export function decide(
  rules: readonly TFlatRule[],
  defaultAction: 'accept' | 'deny',
  packet: TRawPacket,
): TDecision {
  for (let i = 0; i < rules.length; i += 1) {
    const rule = rules[i] as TFlatRule;
    if (!ruleMatches(rule, packet)) continue;
    if (rule.inexact) return { ruleId: rule.id, action: rule.action, uncertain: rule.inexact };
    return { ruleId: rule.id, action: rule.action };
  }
  return { ruleId: 'default', action: defaultAction };
}

/** A packet with every field concrete and readable. */
export interface TPacket {
  srcIntf: string;
  dstIntf: string;
  /** Dotted IPv4, or the opaque object it stands for (`fqdn:www.example.com`). */
  src: string;
  dst: string;
  protocol: string;
  protocolNumber: number;
  srcPort?: number;
  dstPort?: number;
  icmpType?: number;
  icmpCode?: number;
  /**
   * Conditions that hold for this packet (a schedule active, a user or group, an application),
   * then, as `not ...`, those a rule matching the packet names that do not hold.
   */
  conditions?: string[];
}

export function readablePacket(
  packet: TRawPacket,
  atoms: AtomRegistry,
  conditions: ConditionRegistry,
  /** Conditions to state as not holding, where they do not (see `conditionsNamed`). */
  named: ReadonlySet<number> = new Set(),
): TPacket {
  const address = (value: number) =>
    value <= IPV4_TOP ? formatIpv4(value) : (atoms.keyOf(value) ?? `atom#${value}`);
  const out: TPacket = {
    srcIntf: packet.srcIntf,
    dstIntf: packet.dstIntf,
    src: address(packet.src),
    dst: address(packet.dst),
    protocol: protocolName(packet.protocol),
    protocolNumber: packet.protocol,
  };
  if (PORT_PROTOCOLS.includes(packet.protocol)) {
    out.srcPort = packet.sport;
    out.dstPort = packet.dport;
  } else if (ICMP_PROTOCOLS.includes(packet.protocol)) {
    out.icmpType = Math.floor(packet.dport / 256);
    out.icmpCode = packet.dport % 256;
  }
  const label = (id: number) => conditions.labels[id] ?? `condition ${id}`;
  const absent = [...named].filter((id) => !packet.conditions.has(id)).sort((a, b) => a - b);
  const stated = [...[...packet.conditions].map(label), ...absent.map((id) => `not ${label(id)}`)];
  if (stated.length > 0) out.conditions = stated;
  return out;
}

/** `tcp 10.0.0.1:1024 -> 10.1.1.1:443 (port1 -> port2)`. */
export function formatPacket(packet: TPacket): string {
  let text = `${packet.protocol} ${packet.src}`;
  if (packet.srcPort !== undefined) text += `:${packet.srcPort}`;
  text += ` -> ${packet.dst}`;
  if (packet.dstPort !== undefined) text += `:${packet.dstPort}`;
  if (packet.icmpType !== undefined)
    text += ` type ${packet.icmpType} code ${packet.icmpCode ?? 0}`;
  text += ` (${packet.srcIntf} -> ${packet.dstIntf})`;
  if (packet.conditions?.length) text += ` with ${packet.conditions.join(', ')}`;
  return text;
}
