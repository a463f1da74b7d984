import type { TPortRange, TRefList, TServiceTerm } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import type { JunosFilterContext } from './context.js';
import { icmpType, portRange, protocolNumber } from './names.js';

/** A term's `from` conditions by match key, each the words after `from`. */
export type TConditions = ReadonlyMap<string, readonly (readonly string[])[]>;

/** The service of a term, or why FortiOS cannot say it. */
export type TServiceMatch =
  | { terms: TServiceTerm[] | 'any'; name: string; reply?: string; initial?: boolean }
  | { why: string };

/** Match conditions a FortiOS service or address says; any other makes the term unconvertible. */
export const SERVICE_KEYS = new Set([
  'protocol',
  'destination-port',
  'source-port',
  'icmp-type',
  'icmp-code',
  'tcp-established',
  'tcp-initial',
  'tcp-flags',
]);

const ALL_PORTS: TPortRange = [0, 65535];
const range = (r: TPortRange) =>
  r[0] === ALL_PORTS[0] && r[1] === ALL_PORTS[1]
    ? 'all'
    : r[0] === r[1]
      ? `${r[0]}`
      : `${r[0]}-${r[1]}`;

function nameOf(terms: TServiceTerm[]): string {
  return terms
    .map((t) => {
      if (t.protocol === 'ip') return `ip-${t.number}`;
      if (!('dst' in t))
        return [t.protocol, t.type, t.code].filter((x) => x !== undefined).join('-');
      const dst = t.dst.map(range).join('_');
      return `${t.protocol}-${dst}${t.src ? `-from-${t.src.map(range).join('_')}` : ''}`;
    })
    .join('.');
}

/** A well-known source port answering a high destination port: a server's reply (DNS, NTP). */
const isAnswer = (src: readonly TPortRange[], dst: readonly TPortRange[]) =>
  src.every(([, high]) => high < 1024) && dst.every(([low]) => low >= 1024);

/** `tcp-flags "<expr>"`: return traffic (ack set), a first packet (syn without ack), or neither. */
function flagsKind(expr: string): 'reply' | 'initial' | undefined {
  const plain = expr.replace(/\s+/g, '');
  if (/^\(?(syn&!ack|!ack&syn)\)?$/.test(plain)) return 'initial';
  if (/(^|[(&|])ack/.test(plain) || plain.includes('rst')) return 'reply';
  return undefined;
}

/** The FortiOS service of a term read by `readService`, made once by name. */
export function serviceRefs(
  ctx: JunosFilterContext,
  match: { terms: TServiceTerm[] | 'any'; name: string },
  origin: TOrigin,
): TRefList {
  return match.terms === 'any' ? 'any' : [ctx.generatedService(match.name, match.terms, origin)];
}

/**
 * Protocol, ports, ICMP type and TCP flags of a term as one FortiOS service. Return traffic
 * (`tcp-established`, an `ack` flag test, echo replies) is flagged: FortiOS admits it by session
 * state, and a policy for it would open new sessions.
 */
export function readService(from: TConditions, fallbackName: string): TServiceMatch {
  const values = (key: string) => (from.get(key) ?? []).map((f) => f[1] ?? '');
  const protocols: number[] = [];
  for (const word of values('protocol')) {
    const n = protocolNumber(word);
    if (n === undefined) return { why: `protocol ${word} is not known` };
    protocols.push(n);
  }
  const ports = (key: string) => {
    const list = values(key).map(portRange);
    return list.every((r) => r !== undefined) ? (list as TPortRange[]) : undefined;
  };
  const dst = ports('destination-port');
  const src = ports('source-port');
  if (!dst || !src) return { why: 'a port is neither a number, a range nor a Junos port name' };
  const types = values('icmp-type').map(icmpType);
  const codes = values('icmp-code').map((c) => (/^\d{1,3}$/.test(c) ? Number(c) : undefined));
  if (types.includes(undefined) || codes.includes(undefined))
    return { why: 'an ICMP type or code is not known' };
  const flags = values('tcp-flags').map(flagsKind);
  if (flags.includes(undefined)) return { why: 'a tcp-flags test other than SYN or ACK' };
  const reply =
    values('tcp-established').length || flags.includes('reply')
      ? 'tcp-established (ACK or RST set)'
      : src.length && (!dst.length || isAnswer(src, dst))
        ? `source-port ${values('source-port').join(' ')} ${dst.length ? 'to high ports' : 'without a destination port'}`
        : types.length && types.every((t) => t === 0)
          ? 'icmp-type echo-reply'
          : undefined;
  const initial = values('tcp-initial').length > 0 || flags.includes('initial');
  if (!protocols.length && (dst.length || src.length)) protocols.push(6, 17);
  if (!protocols.length && (types.length || codes.length)) protocols.push(1);
  if (!protocols.length) return { terms: 'any', name: 'ALL', ...(reply ? { reply } : {}) };
  const terms: TServiceTerm[] = [];
  for (const p of protocols) {
    if (p === 6 || p === 17 || p === 132) {
      const protocol = p === 6 ? 'tcp' : p === 17 ? 'udp' : 'sctp';
      terms.push({ protocol, dst: dst.length ? dst : [ALL_PORTS], ...(src.length ? { src } : {}) });
    } else if (dst.length || src.length) return { why: `ports with protocol ${p}` };
    else if (p === 1) {
      const codeList = codes.length ? codes : [undefined];
      for (const type of types.length ? types : [undefined])
        for (const code of codeList)
          terms.push({
            protocol: 'icmp',
            ...(type !== undefined ? { type } : {}),
            ...(code !== undefined ? { code } : {}),
          });
    } else terms.push({ protocol: 'ip', number: p });
  }
  const name = nameOf(terms);
  return {
    terms,
    name: name.length <= 60 ? name : fallbackName,
    ...(reply ? { reply } : {}),
    ...(initial ? { initial } : {}),
  };
}
