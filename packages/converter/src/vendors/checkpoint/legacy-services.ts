import type { TJsonObject } from './json-file.js';
import { cellRefs } from './legacy-file.js';
import { valueOf, type TLegacyNode } from './legacy-tree.js';

// BSD names that legacy ICMP services use in `:exp ("icmp_type=ICMP_ECHO")` (RFC 792, 950).
const ICMP_TYPES: Record<string, number> = {
  ICMP_ECHOREPLY: 0,
  ICMP_UNREACH: 3,
  ICMP_SOURCEQUENCH: 4,
  ICMP_REDIRECT: 5,
  ICMP_ECHO: 8,
  ICMP_TIMXCEED: 11,
  ICMP_PARAMPROB: 12,
  ICMP_TSTAMP: 13,
  ICMP_TSTAMPREPLY: 14,
  ICMP_IREQ: 15,
  ICMP_IREQREPLY: 16,
  ICMP_MASKREQ: 17,
  ICMP_MASKREPLY: 18,
};

const number = (text: string | undefined) =>
  text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;

/** `icmp_type=ICMP_ECHO` or `icmp_type=8` (optionally `, icmp_code=N`), else undefined. */
function icmpMatch(exp: string): TJsonObject | undefined {
  const m = /^\s*icmp_type\s*=\s*(\w+)\s*(?:,\s*icmp_code\s*=\s*(\d+)\s*)?$/.exec(exp);
  if (!m) return undefined;
  const type = ICMP_TYPES[m[1] ?? ''] ?? number(m[1]);
  if (type === undefined) return undefined;
  const code = number(m[2]);
  return { 'icmp-type': type, ...(code === undefined ? {} : { 'icmp-code': code }) };
}

/** A source port as `:src_port (N)` or `:src_port_from` / `:src_port_to`. */
function sourcePort(node: TLegacyNode): string | undefined {
  const single = valueOf(node, 'src_port');
  if (single) return single;
  const from = valueOf(node, 'src_port_from');
  const to = valueOf(node, 'src_port_to');
  return from ? `${from}-${to ?? from}` : undefined;
}

/**
 * A service of the `:servobj` table in the API's shape, so the same conversion applies: TCP,
 * UDP, ICMP, other (IP protocol, or an INSPECT expression that is reported), groups. The type
 * is written in varying case (`Tcp`, `tcp`).
 */
export function legacyService(node: TLegacyNode, name: string): TJsonObject {
  const type = (valueOf(node, 'type') ?? '').toLowerCase();
  const comments = valueOf(node, 'comments');
  const base = { name, ...(comments ? { comments } : {}) };
  const exp = valueOf(node, 'exp');
  if (type === 'tcp' || type === 'udp') {
    const source = sourcePort(node);
    return {
      ...base,
      type: `service-${type}`,
      port: valueOf(node, 'port') ?? '',
      ...(source ? { 'source-port': source } : {}),
    };
  }
  if (type === 'icmp') {
    const typed = number(valueOf(node, 'icmp_type'));
    if (typed !== undefined) {
      const code = number(valueOf(node, 'icmp_code'));
      return {
        ...base,
        type: 'service-icmp',
        'icmp-type': typed,
        ...(code === undefined ? {} : { 'icmp-code': code }),
      };
    }
    const fields = exp === undefined ? {} : icmpMatch(exp);
    // An ICMP match this reader cannot express is reported as the INSPECT match it is.
    if (!fields) return { ...base, type: 'service-other', 'ip-protocol': 1, match: exp };
    return { ...base, type: 'service-icmp', ...fields };
  }
  if (type === 'other') {
    const protocol = number(valueOf(node, 'protocol'));
    return {
      ...base,
      type: 'service-other',
      ...(protocol === undefined ? {} : { 'ip-protocol': protocol }),
      ...(exp ? { match: exp } : {}),
    };
  }
  if (type === 'group')
    return {
      ...base,
      type: 'service-group',
      members: cellRefs(node, 'services').map((r) => r.uid),
    };
  if (type === 'rpc') return { ...base, type: 'service-rpc' };
  if (type === 'dcerpc') return { ...base, type: 'service-dce-rpc' };
  return { ...base, type: `service-${type || 'unknown'}` };
}
