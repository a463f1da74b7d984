import type { TPortRange, TServiceTerm } from '../../model/ir.js';

/** `protocol=` names RouterOS accepts (MikroTik manual, "Filter": protocol), as IP numbers. */
export const PROTOCOL_NUMBERS: Readonly<Record<string, number>> = {
  icmp: 1,
  igmp: 2,
  ggp: 3,
  'ip-encap': 4,
  st: 5,
  tcp: 6,
  egp: 8,
  pup: 12,
  udp: 17,
  hmp: 20,
  'xns-idp': 22,
  rdp: 27,
  'iso-tp4': 29,
  dccp: 33,
  xtp: 36,
  ddp: 37,
  'idpr-cmtp': 38,
  ipv6: 41,
  'ipv6-encap': 41,
  'ipv6-route': 43,
  'ipv6-frag': 44,
  idrp: 45,
  rsvp: 46,
  gre: 47,
  'ipsec-esp': 50,
  'ipsec-ah': 51,
  icmpv6: 58,
  'ipv6-nonxt': 59,
  'ipv6-opts': 60,
  rspf: 73,
  vmtp: 81,
  ospf: 89,
  etherip: 97,
  encap: 98,
  pim: 103,
  vrrp: 112,
  l2tp: 115,
  sctp: 132,
  'udp-lite': 136,
};

/** `80`, `80,443`, `8000-8080`: the port ranges, or undefined if a part is no port. */
export function portRanges(text: string): TPortRange[] | undefined {
  const ranges: TPortRange[] = [];
  for (const part of text.split(',')) {
    const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(part);
    if (!m) return undefined;
    const low = Number(m[1]);
    const high = m[2] === undefined ? low : Number(m[2]);
    if (low < 0 || high > 65535 || low > high) return undefined;
    ranges.push([Math.max(low, 1), high]);
  }
  return ranges;
}

const rangeText = (ranges: readonly TPortRange[]) =>
  ranges.map(([low, high]) => (low === high ? `${low}` : `${low}-${high}`)).join('_');

/** The name of the service made for a rule's inline protocol and ports (`tcp-443`, `udp-53_123`). */
export function serviceName(term: TServiceTerm): string {
  if (term.protocol === 'ip') return `proto-${term.number}`;
  if (!('dst' in term))
    return [term.protocol, term.type, term.code].filter((p) => p !== undefined).join('-');
  const all = term.dst.length === 1 && term.dst[0]?.[0] === 1 && term.dst[0][1] === 65535;
  const dst = all ? 'all' : rangeText(term.dst);
  return term.src
    ? `${term.protocol}-${dst}-from-${rangeText(term.src)}`
    : `${term.protocol}-${dst}`;
}
