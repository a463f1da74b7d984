/**
 * A naive first-match evaluator straight on models, written apart from flatten/encode so that
 * tests can check verification against it (not used by the engine).
 */
import type { TConfigModel, TRefList, TServiceTerm } from '../model/ir.js';
import { parseIpv4, prefixRange } from '../net/ipv4.js';
import type { TPacket } from './evaluate.js';

export interface TNaivePacket {
  srcIntf: string;
  dstIntf: string;
  src: number;
  dst: number;
  protocol: number;
  sport: number;
  dport: number;
}

export type TNaiveDecide = (packet: TNaivePacket) => { ruleId: string; action: 'accept' | 'deny' };

export function naivePacket(packet: TPacket): TNaivePacket {
  return {
    srcIntf: packet.srcIntf,
    dstIntf: packet.dstIntf,
    src: parseIpv4(packet.src) ?? -1,
    dst: parseIpv4(packet.dst) ?? -1,
    protocol: packet.protocolNumber,
    sport: packet.srcPort ?? 0,
    dport: packet.dstPort ?? (packet.icmpType ?? 0) * 256 + (packet.icmpCode ?? 0),
  };
}

const inRanges = (ranges: readonly (readonly [number, number])[] | undefined, port: number) =>
  !ranges?.length || ranges.some(([low, high]) => low <= port && port <= high);

function termMatches(term: TServiceTerm, p: TNaivePacket): boolean {
  switch (term.protocol) {
    case 'tcp':
    case 'udp':
    case 'sctp':
      return (
        p.protocol === { tcp: 6, udp: 17, sctp: 132 }[term.protocol] &&
        inRanges(term.dst, p.dport) &&
        inRanges(term.src, p.sport)
      );
    case 'icmp':
    case 'icmp6':
      return (
        p.protocol === (term.protocol === 'icmp' ? 1 : 58) &&
        (term.type === undefined || Math.floor(p.dport / 256) === term.type) &&
        (term.code === undefined || p.dport % 256 === term.code)
      );
    case 'ip':
      return term.number === 0 || term.number === p.protocol;
  }
}

/** Whether an address reference list (negated or not) of `model` contains `ip`. */
export function naiveAddresses(model: TConfigModel) {
  return naiveParts(model, {}).addresses;
}

export function naiveDecider(
  model: TConfigModel,
  interfaceMap: Record<string, string> = {},
): TNaiveDecide {
  const { addresses, service, intf } = naiveParts(model, interfaceMap);
  return (p) => {
    for (const rule of model.policies) {
      if (!rule.enabled) continue;
      const matched =
        intf(rule.srcIntf, p.srcIntf) &&
        intf(rule.dstIntf, p.dstIntf) &&
        addresses(rule.srcAddr, rule.srcNegate, p.src) &&
        addresses(rule.dstAddr, rule.dstNegate, p.dst) &&
        (rule.service === 'any' || rule.service.some((name) => service(name, p)));
      if (matched) return { ruleId: rule.id, action: rule.action };
    }
    return { ruleId: 'default', action: model.defaultAction };
  };
}

function naiveParts(model: TConfigModel, interfaceMap: Record<string, string>) {
  const memo = new Map<string, boolean>();
  const address = (name: string, ip: number, depth = 0): boolean => {
    const key = `${name}|${ip}`;
    let known = memo.get(key);
    if (known === undefined) {
      known = addressOnce(name, ip, depth);
      memo.set(key, known);
    }
    return known;
  };
  const addressOnce = (name: string, ip: number, depth: number): boolean => {
    const object = model.addresses.find((a) => a.name === name);
    if (object) {
      switch (object.kind) {
        case 'host':
          return parseIpv4(object.ip) === ip;
        case 'subnet': {
          const [low, high] = prefixRange(object.ip, object.prefix);
          return low <= ip && ip <= high;
        }
        case 'range':
          return (parseIpv4(object.start) ?? 0) <= ip && ip <= (parseIpv4(object.end) ?? 0);
        case 'wildcard': {
          const wildcard = parseIpv4(object.wildcard) ?? 0;
          return ((ip ^ (parseIpv4(object.ip) ?? 0)) & ~wildcard) >>> 0 === 0;
        }
        default:
          return false;
      }
    }
    const group = model.addressGroups.find((g) => g.name === name);
    if (!group || depth > 20) return false;
    return (
      group.members.some((m) => address(m, ip, depth + 1)) &&
      !(group.exclude ?? []).some((m) => address(m, ip, depth + 1))
    );
  };
  const service = (name: string, p: TNaivePacket): boolean => {
    const object = model.services.find((s) => s.name === name);
    if (object) return object.terms.some((term) => termMatches(term, p));
    return (
      model.serviceGroups.find((g) => g.name === name)?.members.some((m) => service(m, p)) ?? false
    );
  };
  const intf = (refs: TRefList, name: string) =>
    refs === 'any' ||
    refs.some((ref) => {
      const zone = model.zones.find((z) => z.name === ref);
      const members = zone
        ? [...zone.interfaces, ...model.interfaces.filter((i) => i.zone === ref).map((i) => i.name)]
        : [ref];
      return members.some((member) => (interfaceMap[member] ?? member) === name);
    });
  const addresses = (refs: TRefList, negate: boolean | undefined, ip: number) =>
    (refs === 'any' || refs.some((ref) => address(ref, ip))) !== Boolean(negate);
  return { addresses, service, intf };
}
