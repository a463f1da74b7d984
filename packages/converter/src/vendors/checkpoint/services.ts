import type { TPortRange, TServiceTerm } from '../../model/ir.js';
import { str, type TJsonObject } from './json-file.js';

/**
 * A Check Point port field: `80`, `5000-5010`, `>1023` (1024-65535), `<1024` (1-1023), also
 * `>=N` and `<=N`. Port 0 is no traffic, so ranges start at 1.
 */
export function parsePorts(text: string): TPortRange | undefined {
  const value = text.trim();
  const num = (s: string | undefined) =>
    s !== undefined && /^\d{1,5}$/.test(s) ? Number(s) : undefined;
  let range: TPortRange | undefined;
  const m = /^(>=|<=|>|<)\s*(\d+)$/.exec(value);
  if (m) {
    const n = num(m[2]) ?? -1;
    if (m[1] === '>') range = [n + 1, 65535];
    else if (m[1] === '>=') range = [n, 65535];
    else if (m[1] === '<') range = [1, n - 1];
    else range = [1, n];
  } else {
    const [low, high] = value.split('-').map((s) => s.trim());
    const lo = num(low);
    const hi = high === undefined ? lo : num(high);
    if (lo !== undefined && hi !== undefined) range = [lo, hi];
  }
  if (!range) return undefined;
  const [lo, hi] = [Math.max(range[0], 1), Math.min(range[1], 65535)];
  return lo <= hi ? [lo, hi] : undefined;
}

/** The terms of a service object, or why it cannot be converted. */
export function serviceTerms(object: {
  type: string;
  raw: TJsonObject;
}): { terms: TServiceTerm[] } | { error: string } {
  const { type, raw } = object;
  if (type === 'service-tcp' || type === 'service-udp' || type === 'service-sctp') {
    const protocol = type === 'service-tcp' ? 'tcp' : type === 'service-udp' ? 'udp' : 'sctp';
    const portText = str(raw.port) ?? (typeof raw.port === 'number' ? String(raw.port) : '');
    const dst = parsePorts(portText);
    if (!dst) return { error: `its port "${portText}" is not a port or port range` };
    const sourceText = str(raw['source-port']);
    if (sourceText) {
      const src = parsePorts(sourceText);
      if (!src) return { error: `its source port "${sourceText}" is not a port or port range` };
      return { terms: [{ protocol, dst: [dst], src: [src] }] };
    }
    return { terms: [{ protocol, dst: [dst] }] };
  }
  if (type === 'service-icmp' || type === 'service-icmp6') {
    const protocol = type === 'service-icmp' ? 'icmp' : 'icmp6';
    const icmpType = raw['icmp-type'];
    const icmpCode = raw['icmp-code'];
    return {
      terms: [
        {
          protocol,
          ...(typeof icmpType === 'number' ? { type: icmpType } : {}),
          ...(typeof icmpCode === 'number' ? { code: icmpCode } : {}),
        },
      ],
    };
  }
  if (type === 'service-other') {
    const number = raw['ip-protocol'];
    const match = str(raw.match) ?? '';
    if (match.trim() !== '')
      return { error: `it matches with an INSPECT expression (${match.slice(0, 60)})` };
    if (typeof number !== 'number' || number < 0 || number > 255)
      return { error: 'it names no IP protocol number' };
    return { terms: [{ protocol: 'ip', number }] };
  }
  return { error: `${type} services have no port-based FortiOS equivalent in this converter` };
}
