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
interface TAce {
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
  const ace: Partial<TAce> = {
    action: verb === 'deny' ? 'deny' : 'accept',
    log: false,
    enabled: true,
  };
  if (tokens[i] === 'ifc') {
    ace.ifcIn = tokens[i + 1];
    i += 2;
  }
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
  const dst = readAddress(ctx, tokens, i, origin);
  if (!dst) return undefined;
  i += dst.used;
  let icmp: { type?: number; code?: number } | undefined;
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
      return { unsupported: 'ICMP type groups in ACEs are not converted yet' };
    }
  }
  for (; i < tokens.length; i += 1) {
    const word = tokens[i];
    if (word === 'log') ace.log = tokens[i + 1] !== 'disable';
    else if (word === 'inactive') ace.enabled = false;
    else if (word === 'time-range') {
      ace.schedule = tokens[i + 1];
      i += 1;
    }
  }
  ace.src = src.operand;
  ace.dst = dst.operand;
  ace.service = serviceFor(ctx, proto.proto, srcPorts, dstPorts, icmp, origin);
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
      const text = line.text.trim().split(/\s+/).slice(3).join(' ');
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
    if (!ace || 'unsupported' in ace) {
      const why = ace ? ace.unsupported : 'the line could not be read';
      ctx.report(
        'unsupported',
        'Policies',
        line,
        'ASA_ACE_UNREADABLE',
        `Not converted: ${why}.`,
        id,
      );
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
    const srcIntf =
      binding.direction === 'in' && binding.nameif
        ? [binding.nameif]
        : ace.ifcIn
          ? [ace.ifcIn]
          : 'any';
    const dstIntf =
      binding.direction === 'out' && binding.nameif
        ? [binding.nameif]
        : ace.ifcOut
          ? [ace.ifcOut]
          : 'any';
    policies.push({
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
      ...(ace.schedule ? { schedule: ace.schedule } : {}),
      ...(remark.length > 0 ? { comment: remark.join(' ') } : {}),
    });
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
