import type { TPortRange, TServiceTerm } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import { ICMP_TYPES, PORT_KEYWORDS, PROTOCOL_KEYWORDS } from '../cisco-asa/keywords.js';
import { isPortOperator, rangesLabel, readPortOperator } from '../cisco-asa/operands.js';
import type { IosContext, TLine } from './context.js';

/** Port keywords IOS prints where ASA's differ or are missing (batfish Cisco grammar). */
const IOS_PORTS: Readonly<Record<string, number>> = {
  drip: 3949,
  'netbios-ss': 139,
  'non500-isakmp': 4500,
  'pim-auto-rp': 496,
};
const IOS_PROTOCOLS: Readonly<Record<string, number>> = { ahp: 51, ipinip: 4, nos: 94 };

/** A port operator with IOS keywords: the ASA reader, after IOS-only names become numbers. */
export function readPorts(tokens: string[], i: number) {
  if (!isPortOperator(tokens[i])) return undefined;
  const numbered = tokens.slice(i, i + 3).map((t) => {
    const n = IOS_PORTS[t];
    return n === undefined || PORT_KEYWORDS[t] !== undefined ? t : String(n);
  });
  return readPortOperator(numbered, 0);
}

export type TOperand = { kind: 'any' } | { kind: 'ref'; name: string };

/** What an ACE says, before it becomes a policy, a NAT selector or a phase2 selector. */
export interface TAce {
  action: 'accept' | 'deny';
  src: TOperand;
  dst: TOperand;
  /** `any`, or a service name (generated, or an `object-group service`). */
  service: 'any' | string;
  /** The protocol alone when the service is one (`tcp`, `udp`), for class-map intersections. */
  protocols: 'any' | string[];
  log: boolean;
  /** Conditions FortiOS has no field for (`established`, `dscp`, `time-range`, `fragments`). */
  other: { kind: string; value: string }[];
  logInput: boolean;
  reflect?: string;
}

/** Options after the addresses: the condition each adds (one value taken where it has one). */
const VALUE_CONDITIONS = new Set(['dscp', 'tos', 'precedence', 'time-range', 'option', 'ttl']);
const FLAG_CONDITIONS = new Set([
  'established',
  'fragments',
  'ack',
  'syn',
  'fin',
  'rst',
  'psh',
  'urg',
]);

/** `any`, `host A`, `A W` (wildcard), `object-group G`; a standard ACL's bare `A` is a host. */
function readOperand(
  ctx: IosContext,
  tokens: string[],
  i: number,
  origin: TOrigin,
  standard: boolean,
): { operand: TOperand; used: number } | undefined {
  const token = tokens[i];
  if (token === 'any') return { operand: { kind: 'any' }, used: 1 };
  if (token === 'host' || token === 'object-group') {
    const value = tokens[i + 1];
    if (value === undefined) return undefined;
    if (token === 'object-group') return { operand: { kind: 'ref', name: value }, used: 2 };
    const ip = ctx.ip(value);
    return ip === undefined
      ? undefined
      : { operand: { kind: 'ref', name: ctx.hostAddress(ip, origin) }, used: 2 };
  }
  const wild = ctx.wildcardAddress(token, tokens[i + 1], origin);
  if (wild) return { operand: { kind: 'ref', name: wild }, used: 2 };
  const ip = ctx.ip(token);
  if (standard && ip !== undefined)
    return { operand: { kind: 'ref', name: ctx.hostAddress(ip, origin) }, used: 1 };
  return undefined;
}

type TProto =
  | { kind: 'ip' }
  | { kind: 'ports'; protocol: 'tcp' | 'udp' }
  | { kind: 'icmp' }
  | { kind: 'number'; number: number }
  | { kind: 'group'; name: string };

function readProto(tokens: string[], i: number): { proto: TProto; used: number } | undefined {
  const token = tokens[i];
  if (token === undefined) return undefined;
  if (token === 'object-group' && tokens[i + 1])
    return { proto: { kind: 'group', name: tokens[i + 1] ?? '' }, used: 2 };
  const number =
    IOS_PROTOCOLS[token] ??
    PROTOCOL_KEYWORDS[token] ??
    (/^\d{1,3}$/.test(token) ? Number(token) : undefined);
  if (number === undefined || number > 255) return undefined;
  if (number === 0) return { proto: { kind: 'ip' }, used: 1 };
  if (number === 6 || number === 17)
    return { proto: { kind: 'ports', protocol: number === 6 ? 'tcp' : 'udp' }, used: 1 };
  if (number === 1) return { proto: { kind: 'icmp' }, used: 1 };
  return { proto: { kind: 'number', number }, used: 1 };
}

function serviceOf(
  ctx: IosContext,
  proto: TProto,
  src: TPortRange[] | undefined,
  dst: TPortRange[] | undefined,
  icmp: { type?: number; code?: number },
  origin: TOrigin,
): { service: 'any' | string; protocols: 'any' | string[] } {
  switch (proto.kind) {
    case 'ip':
      return { service: 'any', protocols: 'any' };
    case 'group':
      return { service: proto.name, protocols: 'any' };
    case 'number': {
      const terms: TServiceTerm[] = [{ protocol: 'ip', number: proto.number }];
      return {
        service: ctx.generatedService(`proto-${proto.number}`, terms, origin),
        protocols: [String(proto.number)],
      };
    }
    case 'icmp': {
      const label =
        icmp.type === undefined
          ? 'any'
          : `${icmp.type}${icmp.code === undefined ? '' : `-${icmp.code}`}`;
      const terms: TServiceTerm[] = [{ protocol: 'icmp', ...icmp }];
      return { service: ctx.generatedService(`icmp-${label}`, terms, origin), protocols: ['icmp'] };
    }
    case 'ports': {
      const term: TServiceTerm = { protocol: proto.protocol, dst: dst ?? [[0, 65535]] };
      if (src) term.src = src;
      const label = `${proto.protocol}-${dst ? rangesLabel(dst) : 'any'}${src ? `-src${rangesLabel(src)}` : ''}`;
      return { service: ctx.generatedService(label, [term], origin), protocols: [proto.protocol] };
    }
  }
}

/** The words of an entry: a named ACL's line (an optional sequence number first) or `access-list N ...`. */
export function entryWords(line: TLine): string[] {
  const tokens = line.tokens;
  const from = tokens[0] === 'access-list' ? 2 : /^\d+$/.test(tokens[0] ?? '') ? 1 : 0;
  return tokens.slice(from);
}

/**
 * One ACE: `permit|deny SRC [log]` (standard) or `permit|deny PROTO SRC [PORTS] DST [PORTS]
 * [ICMP-TYPE [CODE]] [established] [dscp V] [fragments] [log|log-input] [time-range T]
 * [reflect R]` (extended). A string says why the line could not be read.
 */
export function readAce(ctx: IosContext, line: TLine, standard: boolean): TAce | string {
  const tokens = entryWords(line);
  const verb = tokens[0];
  if (verb !== 'permit' && verb !== 'deny') return `"${verb ?? ''}" is not permit or deny`;
  const origin = ctx.origin(line);
  let i = 1;
  let proto: TProto = { kind: 'ip' };
  if (!standard) {
    const read = readProto(tokens, i);
    if (!read) return `the protocol "${tokens[i] ?? ''}" could not be read`;
    proto = read.proto;
    i += read.used;
  }
  const src = readOperand(ctx, tokens, i, origin, standard);
  if (!src) return `the source "${tokens.slice(i, i + 2).join(' ')}" could not be read`;
  i += src.used;
  let srcPorts: TPortRange[] | undefined;
  let dstPorts: TPortRange[] | undefined;
  let dst: { operand: TOperand; used: number } | undefined = { operand: { kind: 'any' }, used: 0 };
  const icmp: { type?: number; code?: number } = {};
  if (!standard) {
    if (proto.kind === 'ports' && isPortOperator(tokens[i])) {
      const ports = readPorts(tokens, i);
      if (!ports) return `the source port "${tokens.slice(i, i + 3).join(' ')}" could not be read`;
      srcPorts = ports.ranges;
      i += ports.used;
    }
    dst = readOperand(ctx, tokens, i, origin, false);
    if (!dst) return `the destination "${tokens.slice(i, i + 2).join(' ')}" could not be read`;
    i += dst.used;
    if (proto.kind === 'ports' && isPortOperator(tokens[i])) {
      const ports = readPorts(tokens, i);
      if (!ports) return `the port "${tokens.slice(i, i + 3).join(' ')}" could not be read`;
      dstPorts = ports.ranges;
      i += ports.used;
    }
    if (proto.kind === 'icmp') {
      const word = tokens[i] ?? '';
      const type = ICMP_TYPES[word] ?? (/^\d{1,3}$/.test(word) ? Number(word) : undefined);
      if (type !== undefined) {
        icmp.type = type;
        i += 1;
        if (/^\d{1,3}$/.test(tokens[i] ?? '')) {
          icmp.code = Number(tokens[i]);
          i += 1;
        }
      }
    }
  }
  const ace: TAce = {
    action: verb === 'deny' ? 'deny' : 'accept',
    src: src.operand,
    dst: dst.operand,
    ...serviceOf(ctx, proto, srcPorts, dstPorts, icmp, origin),
    log: false,
    logInput: false,
    other: [],
  };
  while (i < tokens.length) {
    const word = tokens[i] ?? '';
    const value = tokens[i + 1];
    i += 1;
    if (word === 'log' || word === 'log-input') {
      ace.log = true;
      ace.logInput ||= word === 'log-input';
      // An optional log cookie (a word that is no option).
      if (
        value !== undefined &&
        !VALUE_CONDITIONS.has(value) &&
        !FLAG_CONDITIONS.has(value) &&
        value !== 'reflect'
      )
        i += 1;
    } else if (FLAG_CONDITIONS.has(word)) ace.other.push({ kind: 'ios-tcp-flags', value: word });
    else if (VALUE_CONDITIONS.has(word) && value !== undefined) {
      ace.other.push({ kind: `ios-${word}`, value });
      i += 1;
    } else if (word === 'reflect' && value !== undefined) {
      ace.reflect = value;
      i += 1;
      if (/^\d+$/.test(tokens[i] ?? '') || tokens[i] === 'timeout')
        i += tokens[i] === 'timeout' ? 2 : 1;
    } else return `"${word}" could not be read`;
  }
  return ace;
}
