import type { TPortRange, TServiceTerm } from '../../model/ir.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import type { SophosContext } from './context.js';
import { pushGroup } from './groups.js';
import { list, text } from './xml.js';

/** `80` or `5190:5194` (SFOS writes ranges with a colon). */
function portRange(value: string | undefined): TPortRange | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{1,5})(?::(\d{1,5}))?$/.exec(value.trim());
  if (!match) return undefined;
  const low = Number(match[1]);
  const high = Number(match[2] ?? match[1]);
  return low <= high && high <= 65535 ? [low, high] : undefined;
}

/** IP protocol names SFOS lists for `Type` IP (numbers are taken as they are). */
const IP_PROTOCOLS: Record<string, number> = {
  ICMP: 1,
  IGMP: 2,
  GGP: 3,
  IPIP: 4,
  TCP: 6,
  EGP: 8,
  IGP: 9,
  UDP: 17,
  IPV6: 41,
  RSVP: 46,
  GRE: 47,
  ESP: 50,
  AH: 51,
  EIGRP: 88,
  OSPF: 89,
  OSPFIGP: 89,
  PIM: 103,
  VRRP: 112,
  L2TP: 115,
  SCTP: 132,
};

/** ICMP type names as SFOS shows them (`Echo Request`); `Any Type` is every type. */
const ICMP_TYPES: Record<string, number> = {
  'echo reply': 0,
  'destination unreachable': 3,
  'source quench': 4,
  redirect: 5,
  'echo request': 8,
  'router advertisement': 9,
  'router solicitation': 10,
  'time exceeded': 11,
  'parameter problem': 12,
  'timestamp request': 13,
  'timestamp reply': 14,
  'information request': 15,
  'information reply': 16,
  'address mask request': 17,
  'address mask reply': 18,
};

function icmpTerm(detail: TXmlNode, v6: boolean): TServiceTerm | undefined {
  const protocol = v6 ? 'icmp6' : 'icmp';
  const typeText = text(detail, v6 ? 'ICMPv6Type' : 'ICMPType') ?? 'Any Type';
  const codeText = text(detail, v6 ? 'ICMPv6Code' : 'ICMPCode') ?? 'Any Code';
  if (/^any/i.test(typeText)) return { protocol };
  // ICMPv6 types are taken by number only: the names table is ICMP's.
  const byName = v6 ? undefined : ICMP_TYPES[typeText.toLowerCase()];
  const type = /^\d{1,3}$/.test(typeText) ? Number(typeText) : byName;
  if (type === undefined) return undefined;
  if (/^any/i.test(codeText)) return { protocol, type };
  return /^\d+$/.test(codeText) ? { protocol, type, code: Number(codeText) } : undefined;
}

/** One `ServiceDetail` as a term; undefined when it cannot be read. */
function term(type: string, detail: TXmlNode): TServiceTerm | undefined {
  if (type === 'TCPorUDP') {
    const protocol = text(detail, 'Protocol')?.toLowerCase();
    const dst = portRange(text(detail, 'DestinationPort') ?? '1:65535');
    const src = portRange(text(detail, 'SourcePort') ?? '1:65535');
    if ((protocol !== 'tcp' && protocol !== 'udp') || !dst || !src) return undefined;
    const anySource = src[0] <= 1 && src[1] === 65535;
    return { protocol, dst: [dst], ...(anySource ? {} : { src: [src] }) };
  }
  if (type === 'IP') {
    const name = text(detail, 'ProtocolName') ?? '';
    const number = /^\d{1,3}$/.test(name) ? Number(name) : IP_PROTOCOLS[name.toUpperCase()];
    return number !== undefined && number <= 255 ? { protocol: 'ip', number } : undefined;
  }
  if (type === 'ICMP' || type === 'ICMPv6') return icmpTerm(detail, type === 'ICMPv6');
  return undefined;
}

/** `<Services>` (one service each, despite the plural) and `<ServiceGroup>` entities. */
export function readServices(ctx: SophosContext, nodes: Map<string, TXmlNode[]>): void {
  for (const node of nodes.get('Services') ?? []) {
    const name = text(node, 'Name');
    const type = text(node, 'Type') ?? 'TCPorUDP';
    const details = node.children.find((c) => c.name === 'ServiceDetails')?.children ?? [];
    const terms = details.map((d) => term(type, d));
    if (!name || terms.length === 0 || terms.some((t) => t === undefined)) {
      ctx.report(
        'unsupported',
        'Services & Service Groups',
        node,
        'SOPHOS_SERVICE_NOT_CONVERTED',
        `Service type ${type} or its details could not be read: make the service on FortiOS.`,
        name,
      );
      continue;
    }
    const comment = text(node, 'Description');
    ctx.model.services.push({
      name,
      origin: ctx.origin(node),
      terms: terms as TServiceTerm[],
      ...(comment ? { comment } : {}),
    });
  }
  for (const node of nodes.get('ServiceGroup') ?? []) {
    const name = text(node, 'Name');
    const members = list(node, 'ServiceList', 'Service');
    if (name) pushGroup(ctx, node, name, members, 'service');
    else
      ctx.report(
        'unsupported',
        'Services & Service Groups',
        node,
        'SOPHOS_GROUP_EMPTY',
        'A service group without a name is not converted.',
      );
  }
}
