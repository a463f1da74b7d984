import type { TRefList, TServiceTerm } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import type { MikrotikContext } from './context.js';
import type { TMtCommand } from './lines.js';
import { scheduleOf } from './schedules.js';
import { PROTOCOL_NUMBERS, portRanges, serviceName } from './services.js';

/** Properties that say what a rule does, not what it matches (MikroTik manual, "Filter"). */
const ACTION_KEYS = new Set([
  'chain',
  'action',
  'comment',
  'disabled',
  'log',
  'log-prefix',
  'jump-target',
  'to-addresses',
  'to-ports',
  'reject-with',
  'place-before',
  'address-list',
  'address-list-timeout',
  'hw-offload',
  'passthrough',
]);

/** What a rule (with the jumps that lead to it) matches, in model terms. */
export interface TMatch {
  srcIntf: TRefList;
  dstIntf: TRefList;
  srcAddr: TRefList;
  dstAddr: TRefList;
  srcNegate: boolean;
  dstNegate: boolean;
  service: TRefList;
  schedule?: string;
  /** Conditions the model keeps but FortiOS does not get (`layer7-protocol`, marks, limits). */
  other: { kind: string; value: string }[];
  /** Interfaces the rule matches by exclusion (`!LAN`): only those of the export. */
  complement: string[];
  /** Why the rule cannot be converted at all, if it cannot. */
  problem?: string;
}

/** An empty interface list (`none`, a list without members, `!all`) matches no packet. */
export const matchesNothing = (match: TMatch): boolean =>
  (match.srcIntf !== 'any' && match.srcIntf.length === 0) ||
  (match.dstIntf !== 'any' && match.dstIntf.length === 0);

/**
 * The properties of a rule and of the jumps leading to it, as one set: a jump's conditions
 * hold for every rule of the chain it jumps to. A key set by two of them with different values
 * is a condition kept apart (`other`): one model field cannot hold both.
 */
export function combinedProps(cmds: readonly TMtCommand[]): {
  props: Map<string, string>;
  clashes: { kind: string; value: string }[];
} {
  const props = new Map<string, string>();
  const clashes: { kind: string; value: string }[] = [];
  for (const cmd of cmds) {
    for (const [key, value] of cmd.props) {
      if (ACTION_KEYS.has(key) && cmd !== cmds.at(-1)) continue;
      const before = props.get(key);
      if (before !== undefined && before !== value && !ACTION_KEYS.has(key))
        clashes.push({ kind: key, value: before });
      props.set(key, value);
    }
  }
  return { props, clashes };
}

/** The model's reading of a rule's matchers. */
export function readMatch(
  ctx: MikrotikContext,
  props: ReadonlyMap<string, string>,
  origin: TOrigin,
): TMatch {
  const match: TMatch = {
    srcIntf: 'any',
    dstIntf: 'any',
    srcAddr: 'any',
    dstAddr: 'any',
    srcNegate: false,
    dstNegate: false,
    service: 'any',
    other: [],
    complement: [],
  };
  const fail = (why: string) => (match.problem ??= why);
  const intf = (one: string, list: string): TRefList => {
    const a = interfacesOf(ctx, props.get(one), false, match, fail, origin);
    const b = interfacesOf(ctx, props.get(list), true, match, fail, origin);
    if (a === 'any') return b;
    if (b === 'any') return a;
    return a.filter((name) => b.includes(name));
  };
  match.srcIntf = intf('in-interface', 'in-interface-list');
  match.dstIntf = intf('out-interface', 'out-interface-list');
  for (const side of ['src', 'dst'] as const) {
    const literal = props.get(`${side}-address`);
    const list = props.get(`${side}-address-list`);
    const values = [literal, list].filter((v) => v !== undefined);
    if (values.length === 0) continue;
    const negated = values.map((v) => v.startsWith('!'));
    if (values.length === 2) {
      // Both must hold: the model has one address set per side; the list stays a condition.
      match.other.push({ kind: `${side}-address-list`, value: list ?? '' });
    }
    const value = (literal ?? list ?? '').replace(/^!/, '');
    const ref =
      literal !== undefined
        ? ctx.literal(value, origin)
        : ctx.addressLists.has(value)
          ? value
          : undefined;
    if (!ref) {
      fail(
        literal !== undefined
          ? `${side}-address=${literal} is not an address this converter reads`
          : `address list ${value} has no entry in the export`,
      );
      continue;
    }
    if (side === 'src') {
      match.srcAddr = [ref];
      match.srcNegate = negated[0] ?? false;
    } else {
      match.dstAddr = [ref];
      match.dstNegate = negated[0] ?? false;
    }
  }
  const service = readService(ctx, props, origin);
  if ('problem' in service) fail(service.problem);
  else match.service = service.refs;
  const time = props.get('time');
  if (time) {
    const schedule = scheduleOf(ctx, time, origin);
    if (schedule) match.schedule = schedule;
    else match.other.push({ kind: 'time', value: time });
  }
  for (const [key, value] of props) {
    if (ACTION_KEYS.has(key) || KNOWN.has(key)) continue;
    match.other.push({ kind: key, value });
  }
  return match;
}

/** Matchers this module reads (`connection-state`: the rule readers, by chain). */
const KNOWN = new Set([
  'connection-state',
  'in-interface',
  'in-interface-list',
  'out-interface',
  'out-interface-list',
  'src-address',
  'dst-address',
  'src-address-list',
  'dst-address-list',
  'protocol',
  'dst-port',
  'src-port',
  'icmp-options',
  'time',
]);

function interfacesOf(
  ctx: MikrotikContext,
  raw: string | undefined,
  isList: boolean,
  match: TMatch,
  fail: (why: string) => void,
  origin: TOrigin,
): TRefList {
  if (raw === undefined) return 'any';
  const negated = raw.startsWith('!');
  const name = raw.replace(/^!/, '');
  let members: TRefList;
  if (isList) {
    const found = ctx.listMembers(name);
    if (found === undefined) {
      fail(`interface list ${name} is not in the export`);
      return 'any';
    }
    members = found;
  } else members = [ctx.interfaceNamed(name, origin).name];
  if (!negated) return members;
  match.complement.push(raw);
  const all = ctx.model.interfaces.map((i) => i.name);
  return members === 'any' ? [] : all.filter((n) => !members.includes(n));
}

/** The rule's protocol and ports as a service name, 'any', or a problem (text, not a name). */
function readService(
  ctx: MikrotikContext,
  props: ReadonlyMap<string, string>,
  origin: TOrigin,
): { refs: TRefList } | { problem: string } {
  const protocol = props.get('protocol');
  const dst = props.get('dst-port');
  const src = props.get('src-port');
  const icmp = props.get('icmp-options');
  if (protocol === undefined)
    return dst || src ? { problem: 'ports without a protocol' } : { refs: 'any' };
  if (protocol.startsWith('!'))
    return { problem: `protocol=${protocol} (negated) is not converted` };
  if (dst?.startsWith('!') || src?.startsWith('!'))
    return { problem: 'negated ports are not converted' };
  const number = /^\d+$/.test(protocol) ? Number(protocol) : PROTOCOL_NUMBERS[protocol];
  if (number === undefined || number > 255) return { problem: `protocol ${protocol} is not known` };
  let term: TServiceTerm;
  if (number === 6 || number === 17 || number === 132) {
    const dstRanges = dst ? portRanges(dst) : [[1, 65535] as [number, number]];
    const srcRanges = src ? portRanges(src) : undefined;
    if (!dstRanges || (src && !srcRanges))
      return { problem: `ports ${dst ?? ''} ${src ?? ''} are not readable` };
    const proto = number === 6 ? 'tcp' : number === 17 ? 'udp' : 'sctp';
    term = { protocol: proto, dst: dstRanges, ...(srcRanges ? { src: srcRanges } : {}) };
  } else if (dst || src) return { problem: `ports on protocol ${protocol}` };
  else if (number === 1) {
    const [type, code] = (icmp ?? '').split(':');
    if (
      icmp !== undefined &&
      (!/^\d+$/.test(type ?? '') || (code !== undefined && !/^\d+$/.test(code)))
    )
      return { problem: `icmp-options=${icmp} is not converted` };
    term = {
      protocol: 'icmp',
      ...(type ? { type: Number(type) } : {}),
      ...(code !== undefined ? { code: Number(code) } : {}),
    };
  } else term = { protocol: 'ip', number };
  return { refs: [ctx.generatedService(serviceName(term), [term], origin)] };
}
