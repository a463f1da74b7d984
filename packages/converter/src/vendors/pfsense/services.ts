import type { TPortRange, TRefList, TServiceTerm } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import type { PfContext } from './context.js';

/** IP protocols a rule may name besides TCP, UDP and ICMP (pf names, IANA numbers). */
const PROTOCOLS: Record<string, number> = {
  igmp: 2,
  ipencap: 4,
  ggp: 3,
  ipv6: 41,
  gre: 47,
  esp: 50,
  ah: 51,
  ospf: 89,
  pim: 103,
  vrrp: 112,
  carp: 112,
  l2tp: 115,
  sctp: 132,
  pfsync: 240,
};

/** pf ICMP type names (`icmptype`), RFC 792 and its successors' numbers. */
const ICMP_TYPES: Record<string, number> = {
  echorep: 0,
  unreach: 3,
  squench: 4,
  redir: 5,
  althost: 6,
  echoreq: 8,
  routeradv: 9,
  routersol: 10,
  timex: 11,
  paramprob: 12,
  timereq: 13,
  timerep: 14,
  inforeq: 15,
  inforep: 16,
  maskreq: 17,
  maskrep: 18,
  trace: 30,
  dataconv: 31,
  mobredir: 32,
  ipv6where: 33,
  ipv6here: 34,
  mobregreq: 35,
  mobregrep: 36,
  skip: 39,
  photuris: 40,
};

/** A port cell (`80`, `1000-2000`, `8000:8080`, a port alias) as ranges, or why not. */
export function portRanges(ctx: PfContext, value: string, depth = 0): TPortRange[] | string {
  const range = /^(\d{1,5})(?:[-:](\d{1,5}))?$/.exec(value);
  if (range) {
    const low = Number(range[1]);
    const high = Number(range[2] ?? range[1]);
    if (low < 1 || high > 65535 || low > high) return `port ${value} is out of range`;
    return [[low, high]];
  }
  const entries = ctx.portAliases.get(value);
  if (!entries) {
    const why = ctx.unconverted.get(value);
    return why ? `port alias ${value} is ${why}` : `port ${value} is not defined in the file`;
  }
  if (depth > 8) return `port alias ${value} nests too deep`;
  const out: TPortRange[] = [];
  for (const entry of entries) {
    const inner = portRanges(ctx, entry, depth + 1);
    if (typeof inner === 'string') return inner;
    out.push(...inner);
  }
  return out;
}

export interface TServiceCell {
  protocol: string;
  icmpTypes: string;
  dstPort: string;
  srcPort: string;
}

/**
 * The service a rule's protocol and ports stand for: `any`, or a generated service named after
 * its value (`tcp-443`, `tcp_udp-web_ports`, `icmp-echoreq`); a string explains what did not
 * convert.
 */
export function ruleService(
  ctx: PfContext,
  cell: TServiceCell,
  origin: TOrigin,
): { service: TRefList } | { error: string } {
  const protocol = cell.protocol.toLowerCase();
  if (protocol === '' || protocol === 'any') {
    return cell.dstPort || cell.srcPort
      ? { error: 'ports without a protocol' }
      : { service: 'any' };
  }
  if (protocol === 'icmp' || protocol === 'ipv6-icmp' || protocol === 'icmp6') {
    const family = protocol === 'icmp' ? 'icmp' : 'icmp6';
    const types = cell.icmpTypes
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t && t !== 'any');
    if (types.length === 0)
      return { service: [ctx.generatedService(family, [{ protocol: family }], origin)] };
    if (family === 'icmp6') return { error: 'ICMPv6 types are not converted' };
    const terms: TServiceTerm[] = [];
    for (const type of types) {
      const number = ICMP_TYPES[type];
      if (number === undefined) return { error: `ICMP type ${type} is not known` };
      terms.push({ protocol: 'icmp', type: number });
    }
    return { service: [ctx.generatedService(`icmp-${types.join('_')}`, terms, origin)] };
  }
  const ports = protocol === 'tcp' || protocol === 'udp' || protocol === 'tcp/udp';
  if (!ports) {
    const number =
      PROTOCOLS[protocol] ?? (/^\d{1,3}$/.test(protocol) ? Number(protocol) : undefined);
    if (number === undefined || number > 255) return { error: `protocol ${protocol} is not known` };
    if (cell.dstPort || cell.srcPort) return { error: `ports with protocol ${protocol}` };
    return { service: [ctx.generatedService(protocol, [{ protocol: 'ip', number }], origin)] };
  }
  const dst = cell.dstPort ? portRanges(ctx, cell.dstPort) : ([[1, 65535]] as TPortRange[]);
  if (typeof dst === 'string') return { error: dst };
  const src = cell.srcPort ? portRanges(ctx, cell.srcPort) : undefined;
  if (typeof src === 'string') return { error: src };
  const protocols: ('tcp' | 'udp')[] =
    protocol === 'tcp/udp' ? ['tcp', 'udp'] : [protocol as 'tcp' | 'udp'];
  const terms: TServiceTerm[] = protocols.map((p) =>
    src ? { protocol: p, dst, src } : { protocol: p, dst },
  );
  const name = [
    protocol.replace('/', '_'),
    cell.dstPort || 'all',
    ...(cell.srcPort ? [`src${cell.srcPort}`] : []),
  ].join('-');
  return { service: [ctx.generatedService(name, terms, origin)] };
}
