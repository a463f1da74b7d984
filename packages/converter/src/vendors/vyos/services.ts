import type { TRefList, TServiceTerm } from '../../model/ir.js';
import type { VyosContext } from './context.js';
import { ICMP_TYPES, PROTOCOL_NUMBERS, portRanges } from './ports.js';
import { leaf, sub, type TNode } from './tree.js';

/** A rule's service, or why it cannot be carried. */
export type TRuleService = { refs: TRefList; lossy?: string } | { lost: string };

/** The ports of a rule side: its `port` leaf and its `group port-group`. */
function sidePorts(
  ctx: VyosContext,
  side: TNode | undefined,
): { spec: string[]; label: string; lost?: string; lossy?: string } {
  const port = leaf(side, 'port');
  const group = leaf(side, 'group', 'port-group');
  const spec: string[] = [];
  const labels: string[] = [];
  if (port) {
    if (port.startsWith('!'))
      return { spec, label: '', lost: `its negated port ${port} has no FortiOS service` };
    spec.push(port);
    labels.push(port.replace(/,/g, '_'));
  }
  if (group) {
    const found = ctx.portGroups.get(group.replace(/^!/, ''));
    if (group.startsWith('!'))
      return { spec, label: '', lost: `its negated port-group ${group} has no FortiOS service` };
    if (!found)
      return { spec, label: '', lost: `its port-group ${group} is not defined in this input` };
    spec.push(...found.ports);
    labels.push(group);
    if (found.missing.length) return { spec, label: labels.join('_'), lossy: group };
  }
  return { spec, label: labels.join('_') };
}

/**
 * The service of a rule: `protocol` (tcp, udp, tcp_udp, icmp, a name or number, `all`) with
 * the destination and source ports and ICMP type, made once per value (`tcp-80_443`).
 */
export function ruleService(ctx: VyosContext, rule: TNode): TRuleService {
  const protocol = (leaf(rule, 'protocol') ?? 'all').toLowerCase();
  const dst = sidePorts(ctx, sub(rule, 'destination'));
  const src = sidePorts(ctx, sub(rule, 'source'));
  if (dst.lost ?? src.lost) return { lost: (dst.lost ?? src.lost) as string };
  const hasPorts = dst.spec.length > 0 || src.spec.length > 0;
  if (protocol.startsWith('!'))
    return { lost: `its negated protocol ${protocol} has no FortiOS service` };
  const origin = ctx.origin(rule);
  if (protocol === 'tcp' || protocol === 'udp' || protocol === 'tcp_udp') {
    const d = portRanges(dst.spec.join(','));
    const s = portRanges(src.spec.join(','));
    const unknown = [...d.unknown, ...s.unknown];
    if (unknown.length)
      return { lost: `its ports ${unknown.join(', ')} are not known port numbers or names` };
    const protocols = protocol === 'tcp_udp' ? (['tcp', 'udp'] as const) : ([protocol] as const);
    const dstRanges = d.ranges.length ? d.ranges : [[1, 65535] as [number, number]];
    const terms: TServiceTerm[] = protocols.map((p) => ({
      protocol: p,
      dst: dstRanges,
      ...(s.ranges.length ? { src: s.ranges } : {}),
    }));
    const name = `${protocol}-${dst.label || 'all'}${src.label ? `-from-${src.label}` : ''}`;
    const lossy = dst.lossy ?? src.lossy;
    return { refs: [ctx.generatedService(name, terms, origin)], ...(lossy ? { lossy } : {}) };
  }
  if (hasPorts) return { lost: `it names ports with protocol ${protocol}, which has none` };
  if (protocol === 'all') return { refs: 'any' };
  if (protocol === 'icmp') {
    const typeName = leaf(rule, 'icmp', 'type-name');
    const known = typeName ? ICMP_TYPES[typeName] : undefined;
    if (typeName && !known) return { lost: `its ICMP type ${typeName} is not known` };
    const type = known?.[0] ?? optionalNumber(leaf(rule, 'icmp', 'type'));
    const code = known?.[1] ?? optionalNumber(leaf(rule, 'icmp', 'code'));
    const term: TServiceTerm = {
      protocol: 'icmp',
      ...(type !== undefined ? { type } : {}),
      ...(code !== undefined ? { code } : {}),
    };
    const name =
      type === undefined ? 'icmp-all' : `icmp-${type}${code !== undefined ? `-${code}` : ''}`;
    return { refs: [ctx.generatedService(name, [term], origin)] };
  }
  const number = /^\d{1,3}$/.test(protocol) ? Number(protocol) : PROTOCOL_NUMBERS[protocol];
  if (number === undefined || number > 255)
    return { lost: `its protocol ${protocol} is not an IPv4 protocol FortiOS knows` };
  return {
    refs: [ctx.generatedService(`proto-${protocol}`, [{ protocol: 'ip', number }], origin)],
  };
}

function optionalNumber(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{1,3}$/.test(text) ? Number(text) : undefined;
}
