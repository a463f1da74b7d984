import type { TPolicy, TPortRange, TServiceTerm } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import type { TAsaLine } from './blocks.js';
import type { AsaContext } from './context.js';
import { ICMP_TYPES, PROTOCOL_KEYWORDS } from './keywords.js';
import {
  isPortOperator,
  rangesLabel,
  readAddress,
  readPortOperator,
  type TAddressOperand,
} from './operands.js';
import { LOG_WORDS, VALUE_OPTIONS, readConditions, type TAceConditions } from './ace-conditions.js';

/** Where an access list is applied: which side of the policy the interface goes on. */
export interface TBinding {
  acl: string;
  direction: 'in' | 'out' | 'global';
  nameif?: string;
  line: TAsaLine;
}

type TProto =
  | { kind: 'ip' }
  | { kind: 'ports'; protocols: ('tcp' | 'udp' | 'sctp')[] }
  | { kind: 'icmp'; protocol: 'icmp' | 'icmp6' }
  | { kind: 'numbers'; numbers: number[] }
  | { kind: 'service'; name: string };

/** The parts of one ACE, before they become a policy. */
interface TAce extends TAceConditions {
  action: 'accept' | 'deny';
  src: TAddressOperand;
  dst: TAddressOperand;
  service: string | 'any';
  log: boolean;
  enabled: boolean;
  schedule?: string;
  ifcIn?: string;
  ifcOut?: string;
}

function readProto(
  ctx: AsaContext,
  tokens: string[],
  i: number,
): { proto: TProto; used: number } | undefined {
  const token = tokens[i];
  if (token === undefined) return undefined;
  if (token === 'object' || token === 'object-group') {
    const name = tokens[i + 1] ?? '';
    const protocols = ctx.protocolGroups.get(name);
    if (protocols) return { proto: protocolsToProto(protocols), used: 2 };
    return { proto: { kind: 'service', name }, used: 2 };
  }
  if (token === 'ip') return { proto: { kind: 'ip' }, used: 1 };
  if (token === 'tcp' || token === 'udp' || token === 'sctp')
    return { proto: { kind: 'ports', protocols: [token] }, used: 1 };
  if (token === 'icmp' || token === 'icmp6')
    return { proto: { kind: 'icmp', protocol: token }, used: 1 };
  const number = PROTOCOL_KEYWORDS[token] ?? (/^\d{1,3}$/.test(token) ? Number(token) : undefined);
  return number === undefined ? undefined : { proto: protocolsToProto([number]), used: 1 };
}

function protocolsToProto(numbers: number[]): TProto {
  if (numbers.includes(0)) return { kind: 'ip' };
  if (numbers.length === 1 && numbers[0] === 1) return { kind: 'icmp', protocol: 'icmp' };
  // `object-group protocol TCPUDP` (tcp, udp): ports may follow, as after `tcp`.
  const byNumber = { 6: 'tcp', 17: 'udp', 132: 'sctp' } as const;
  const ports = numbers.map((n) => (n === 6 || n === 17 || n === 132 ? byNumber[n] : undefined));
  if (ports.every((p) => p !== undefined))
    return { kind: 'ports', protocols: [...new Set(ports)] as ('tcp' | 'udp' | 'sctp')[] };
  return { kind: 'numbers', numbers };
}

/** Ports after an address: an operator, or a port group (`object-group G` of `port-object`s). */
function readPorts(
  ctx: AsaContext,
  tokens: string[],
  i: number,
): { ranges: TPortRange[]; used: number } | undefined {
  if (isPortOperator(tokens[i])) return readPortOperator(tokens, i);
  if (tokens[i] === 'object-group') {
    const group = ctx.portGroups.get(tokens[i + 1] ?? '');
    if (group) return { ranges: group.ranges, used: 2 };
  }
  return undefined;
}

function serviceFor(
  ctx: AsaContext,
  proto: TProto,
  src: TPortRange[] | undefined,
  dst: TPortRange[] | undefined,
  icmp: { type?: number; code?: number } | undefined,
  origin: TOrigin,
): string | 'any' {
  switch (proto.kind) {
    case 'ip':
      return 'any';
    case 'service':
      return proto.name;
    case 'numbers': {
      const terms: TServiceTerm[] = proto.numbers.map((number) => ({ protocol: 'ip', number }));
      return ctx.inlineService(`proto-${proto.numbers.join('-')}`, terms, origin);
    }
    case 'icmp': {
      const label =
        icmp?.type === undefined
          ? 'any'
          : `${icmp.type}${icmp.code === undefined ? '' : `-${icmp.code}`}`;
      return ctx.inlineService(
        `${proto.protocol}-${label}`,
        [{ protocol: proto.protocol, ...icmp }],
        origin,
      );
    }
    case 'ports': {
      const dstRanges = dst ?? [[0, 65535]];
      const terms = proto.protocols.map((protocol) => ({
        protocol,
        dst: dstRanges,
        ...(src ? { src: src } : {}),
      }));
      const label = `${proto.protocols.join('-')}-${dst ? rangesLabel(dst) : 'any'}${src ? `-src${rangesLabel(src)}` : ''}`;
      return ctx.inlineService(label, terms, origin);
    }
  }
}

/** `object-group icmp-type G` after the addresses: one service with a term per type. */
function icmpGroupService(
  ctx: AsaContext,
  protocol: 'icmp' | 'icmp6',
  group: string,
  origin: TOrigin,
): string {
  const types = ctx.icmpGroups.get(group) ?? [];
  const terms: TServiceTerm[] = types.map((type) => ({ protocol, type }));
  return ctx.inlineService(`${protocol}-${group}`, terms, origin);
}

/**
 * Parses one ACE: `access-list N extended|advanced permit|deny|trust PROTO SRC [SPORT] DST
 * [DPORT|ICMP] [log ...] [time-range T] [inactive]` (FTD LINA adds `ifc IF` before addresses).
 * Returns undefined when the line cannot be read.
 */
export function readAce(
  ctx: AsaContext,
  line: TAsaLine,
): TAce | { unsupported: string } | undefined {
  const tokens = line.tokens;
  let i = 2;
  if (tokens[i] === 'line') i += 2;
  if (tokens[i] === 'extended' || tokens[i] === 'advanced') i += 1;
  const verb = tokens[i];
  if (verb !== 'permit' && verb !== 'deny' && verb !== 'trust') return undefined;
  i += 1;
  const proto = readProto(ctx, tokens, i);
  if (!proto) return undefined;
  i += proto.used;
  const origin = ctx.origin(line);
  const ace: Partial<TAce> & Pick<TAce, 'users' | 'groups' | 'other'> = {
    action: verb === 'deny' ? 'deny' : 'accept',
    log: false,
    enabled: true,
    users: [],
    groups: [],
    other: [],
  };
  if (tokens[i] === 'ifc') {
    ace.ifcIn = tokens[i + 1];
    i += 2;
  }
  i += readConditions(tokens, i, 'source', ace);
  const src = readAddress(ctx, tokens, i, origin);
  if (!src) return undefined;
  i += src.used;
  let srcPorts: TPortRange[] | undefined;
  let dstPorts: TPortRange[] | undefined;
  if (proto.proto.kind === 'ports') {
    const ports = readPorts(ctx, tokens, i);
    if (ports) {
      srcPorts = ports.ranges;
      i += ports.used;
    }
  }
  if (tokens[i] === 'ifc') {
    ace.ifcOut = tokens[i + 1];
    i += 2;
  }
  i += readConditions(tokens, i, 'destination', ace);
  const dst = readAddress(ctx, tokens, i, origin);
  if (!dst) return undefined;
  i += dst.used;
  let icmp: { type?: number; code?: number } | undefined;
  let icmpGroup: string | undefined;
  if (proto.proto.kind === 'ports') {
    const ports = readPorts(ctx, tokens, i);
    if (ports) {
      dstPorts = ports.ranges;
      i += ports.used;
    }
  } else if (proto.proto.kind === 'icmp' && tokens[i] !== undefined) {
    const typeToken = tokens[i] ?? '';
    const type =
      ICMP_TYPES[typeToken] ?? (/^\d{1,3}$/.test(typeToken) ? Number(typeToken) : undefined);
    if (type !== undefined) {
      icmp = { type };
      i += 1;
      if (/^\d{1,3}$/.test(tokens[i] ?? '')) {
        icmp.code = Number(tokens[i]);
        i += 1;
      }
    } else if (typeToken === 'object-group' && ctx.icmpGroups.has(tokens[i + 1] ?? '')) {
      icmpGroup = tokens[i + 1];
      i += 2;
    }
  }
  while (i < tokens.length) {
    const word = tokens[i] ?? '';
    const value = tokens[i + 1];
    i += 1;
    if (word === 'log') {
      ace.log = value !== 'disable';
      while (LOG_WORDS.has(tokens[i] ?? '')) i += 1;
    } else if (word === 'inactive') ace.enabled = false;
    else if (value !== undefined && VALUE_OPTIONS.has(word)) {
      if (word === 'time-range') ace.schedule = value;
      i += 1;
    } else {
      // A word no rule reads (a bad port, a condition this reader does not know) may narrow
      // the rule: reading past it would make the rule wider than the source's.
      return { unsupported: `"${word}" could not be read` };
    }
  }
  ace.src = src.operand;
  ace.dst = dst.operand;
  ace.service =
    icmpGroup !== undefined && proto.proto.kind === 'icmp'
      ? icmpGroupService(ctx, proto.proto.protocol, icmpGroup, origin)
      : serviceFor(ctx, proto.proto, srcPorts, dstPorts, icmp, origin);
  return ace as TAce;
}

/** The ACEs of a bound ACL as policies, in order; remarks become the next policy's comment. */
export function aclPolicies(
  ctx: AsaContext,
  binding: TBinding,
  options: { idPrefix: string; reportLines: boolean },
): TPolicy[] {
  const acl = ctx.acls.get(binding.acl);
  if (!acl) return [];
  const policies: TPolicy[] = [];
  let remark: string[] = [];
  let l7 = false;
  acl.lines.forEach((line, index) => {
    if (line.tokens[2] === 'remark') {
      const text = line.tokens.slice(3).join(' ');
      remark.push(text);
      // FTD: "L7 RULE" means application, URL or user conditions LINA does not show.
      if (/: L7 RULE: /.test(text)) l7 = true;
      ctx.report(
        'converted',
        'Policies',
        line,
        'ASA_REMARK',
        'The remark becomes the comment of the next rule.',
        binding.acl,
      );
      return;
    }
    const ace = readAce(ctx, line);
    const id = `${options.idPrefix}:${index + 1}`;
    const srcIntf =
      binding.direction === 'in' && binding.nameif
        ? [binding.nameif]
        : ace && !('unsupported' in ace) && ace.ifcIn
          ? [ace.ifcIn]
          : 'any';
    const dstIntf =
      binding.direction === 'out' && binding.nameif
        ? [binding.nameif]
        : ace && !('unsupported' in ace) && ace.ifcOut
          ? [ace.ifcOut]
          : 'any';
    if (!ace || 'unsupported' in ace) {
      // Kept in the model as a rule that could not be read: never converted, and the
      // verdict over this configuration can never be `equivalent`.
      const why = ace ? ace.unsupported : 'the line could not be read';
      policies.push({
        id,
        origin: ctx.origin(line),
        srcIntf,
        dstIntf,
        srcAddr: 'any',
        dstAddr: 'any',
        service: 'any',
        action: line.tokens.includes('deny') ? 'deny' : 'accept',
        log: false,
        enabled: !line.tokens.includes('inactive'),
        incomplete: why,
      });
      return;
    }
    if (ace.src.kind === 'unsupported' || ace.dst.kind === 'unsupported') {
      const why =
        ace.src.kind === 'unsupported'
          ? ace.src.reason
          : ace.dst.kind === 'unsupported'
            ? ace.dst.reason
            : '';
      if (options.reportLines)
        ctx.report('unsupported', 'Policies', line, 'ASA_ACE_IPV6', `Not converted: ${why}.`, id);
      return;
    }
    const policy: TPolicy = {
      id,
      origin: ctx.origin(line),
      srcIntf,
      dstIntf,
      srcAddr: ace.src.kind === 'any' ? 'any' : [ace.src.name],
      dstAddr: ace.dst.kind === 'any' ? 'any' : [ace.dst.name],
      service: ace.service === 'any' ? 'any' : [ace.service],
      action: ace.action,
      log: ace.log,
      enabled: ace.enabled,
    };
    // Set one by one, not as conditional spreads: a spread copies a temporary object, and this
    // runs for every access-list line.
    if (ace.schedule) policy.schedule = ace.schedule;
    if (remark.length > 0) policy.comment = remark.join(' ');
    if (ace.users.length > 0) policy.users = ace.users;
    if (ace.groups.length > 0) policy.groups = ace.groups;
    if (ace.other.length > 0) policy.otherConditions = ace.other;
    policies.push(policy);
    if (l7) {
      ctx.note(
        'policies',
        id,
        'partial',
        'FTD_L7_RULE',
        'An FTD layer-7 rule: its application, URL or user conditions are not in the LINA configuration, so this policy is wider than the original. Convert from the FMC export for a faithful result.',
      );
    }
    remark = [];
    l7 = false;
  });
  return policies;
}
