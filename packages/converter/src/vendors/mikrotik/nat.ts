import type { TNatRule, TNatTranslation, TRefList } from '../../model/ir.js';
import type { MikrotikContext } from './context.js';
import { byChainOf, flattenChain, ruleHead, type TFlatRule } from './chains.js';
import type { TMtCommand } from './lines.js';
import { combinedProps, matchesNothing, readMatch } from './rule-matchers.js';
import { portRanges, serviceName } from './services.js';

const NAT = 'NAT';

/**
 * `/ip firewall nat` (MikroTik manual, "NAT"): chains `srcnat` and `dstnat`, jumps inlined,
 * first match wins. masquerade and src-nat translate the source, dst-nat the destination
 * (a VIP on FortiOS), accept exempts from the rules below; redirect, netmap and same, and rules
 * with conditions a NAT rule of the model cannot hold, are reported.
 */
export function readNat(ctx: MikrotikContext, commands: readonly TMtCommand[]): void {
  const byChain = byChainOf(commands);
  const used = new Set<TMtCommand>();
  for (const chain of ['srcnat', 'dstnat'] as const) {
    const flat = flattenChain(byChain, chain);
    for (const rule of flat.rules) {
      used.add(rule.rule);
      natRule(ctx, rule, chain);
    }
    for (const jump of flat.jumps) {
      used.add(jump);
      const target = jump.props.get('jump-target') ?? '';
      ctx.report(
        'converted',
        NAT,
        jump,
        'MT_NAT_JUMP',
        byChain.has(target)
          ? `Jump to NAT chain ${target}: its rules are inlined here.`
          : `Jump to NAT chain ${target}, which has no rule in the export: the packet comes straight back.`,
      );
    }
    for (const issue of flat.issues) {
      used.add(issue.cmd);
      ctx.report(
        'unsupported',
        NAT,
        issue.cmd,
        'MT_CHAIN_NOT_FOLLOWED',
        `A ${issue.kind} in the NAT chains: not followed.`,
      );
    }
  }
  for (const cmd of commands) {
    if (used.has(cmd)) continue;
    ctx.report(
      'ignored',
      NAT,
      cmd,
      'MT_CHAIN_UNREACHED',
      `NAT chain ${cmd.props.get('chain') ?? ''} is never reached from srcnat or dstnat.`,
    );
  }
}

function natRule(ctx: MikrotikContext, flat: TFlatRule, chain: 'srcnat' | 'dstnat'): void {
  const { rule } = flat;
  const { cmds, id, action, disabled, comment } = ruleHead(flat, 'nat');
  const unsupported = (code: string, why: string) =>
    ctx.report(
      disabled ? 'ignored' : 'unsupported',
      NAT,
      rule,
      code,
      disabled ? `A disabled rule; it would not convert: ${why}` : why,
      id,
    );
  const { props, clashes } = combinedProps(cmds);
  const match = readMatch(ctx, props, ctx.origin(rule));
  if (match.problem) return unsupported('MT_NAT_NOT_CONVERTED', `Not converted: ${match.problem}.`);
  if (matchesNothing(match))
    return ctx.report(
      'ignored',
      NAT,
      rule,
      'MT_MATCHES_NOTHING',
      'Its interface list has no member (or excludes every interface): the rule matches no packet.',
      id,
    );
  const other = [
    ...clashes,
    ...match.other,
    ...(props.has('connection-state')
      ? [{ kind: 'connection-state', value: props.get('connection-state') ?? '' }]
      : []),
  ];
  if (
    other.length ||
    match.srcNegate ||
    match.dstNegate ||
    match.complement.length ||
    match.schedule
  )
    return unsupported(
      'MT_NAT_CONDITION',
      `Matches ${[...other.map((c) => `${c.kind}=${c.value}`), ...(match.srcNegate || match.dstNegate ? ['a negated address'] : []), ...match.complement, ...(match.schedule ? ['a time'] : [])].join(', ')}, which a FortiOS NAT rule cannot express: not converted.`,
    );
  const base: TNatRule = {
    id,
    origin: ctx.origin(rule),
    section: 1,
    type: 'dynamic',
    srcIntf: match.srcIntf,
    dstIntf: match.dstIntf,
    src: match.srcAddr,
    dst: match.dstAddr,
    service: match.service,
    translatedSrc: { kind: 'none' },
    translatedDst: { kind: 'none' },
    bidirectional: false,
    enabled: !disabled,
  };
  if (comment) base.comment = comment;
  if (action === 'accept') {
    ctx.model.nat.push({ ...base, type: 'identity' });
    return;
  }
  if (chain === 'srcnat') {
    const translated = sourceTranslation(ctx, rule, action);
    if (typeof translated === 'string') return unsupported('MT_SNAT_ACTION', translated);
    ctx.model.nat.push({ ...base, translatedSrc: translated });
    if (rule.props.has('to-ports'))
      ctx.note(
        'nat',
        id,
        'partial',
        'MT_SNAT_PORTS',
        `to-ports=${rule.props.get('to-ports') ?? ''}: FortiOS chooses the translated source ports.`,
        'cosmetic',
      );
    return;
  }
  if (action !== 'dst-nat' && action !== 'netmap')
    return unsupported(
      'MT_DNAT_ACTION',
      action === 'redirect'
        ? 'Redirect to the router itself (a transparent proxy or DNS capture): FortiOS does this with an explicit proxy or DNS filter, not a VIP. Not converted.'
        : `Action ${action} has no FortiOS equivalent here: not converted.`,
    );
  if (disabled)
    return ctx.report(
      'ignored',
      NAT,
      rule,
      'MT_DNAT_DISABLED',
      'A disabled destination translation: a FortiOS VIP has no off switch, so it is not written (add it when the rule is wanted).',
      id,
    );
  const to = ctx.literal(rule.props.get('to-addresses') ?? '', ctx.origin(rule));
  if (!to)
    return unsupported(
      'MT_DNAT_TARGET',
      'A destination translation without a readable to-addresses: not converted.',
    );
  const dst = base.dst !== 'any' ? base.dst : interfaceAddress(ctx, base.srcIntf, rule);
  if (dst === 'any')
    return unsupported(
      'MT_DNAT_NO_ADDRESS',
      'The rule names no destination address and its in-interface has no one static address: a FortiOS VIP needs the external address. Add it by hand.',
    );
  const nat: TNatRule = {
    ...base,
    type: 'static',
    dst,
    translatedDst: { kind: 'address', ref: to },
  };
  const toPorts = rule.props.get('to-ports');
  if (toPorts) {
    const ranges = portRanges(toPorts);
    const proto = rule.props.get('protocol');
    if (!ranges || (proto !== 'tcp' && proto !== 'udp'))
      return unsupported('MT_DNAT_PORTS', `to-ports=${toPorts} without tcp or udp: not converted.`);
    const term = { protocol: proto, dst: ranges } as const;
    nat.translatedService = ctx.generatedService(
      serviceName(term),
      [{ ...term, dst: [...ranges] }],
      ctx.origin(rule),
    );
  }
  if (base.dst === 'any')
    ctx.note(
      'nat',
      id,
      'partial',
      'MT_DNAT_INTERFACE_ADDRESS',
      "The rule matches on its in-interface only, so RouterOS translates every destination arriving there; the VIP takes the interface's address as its external address and translates only that.",
      'narrows',
    );
  ctx.model.nat.push(nat);
}

function sourceTranslation(
  ctx: MikrotikContext,
  rule: TMtCommand,
  action: string,
): TNatTranslation | string {
  if (action === 'masquerade') return { kind: 'interface' };
  if (action === 'src-nat') {
    const ref = ctx.literal(rule.props.get('to-addresses') ?? '', ctx.origin(rule));
    return ref
      ? { kind: 'address', ref }
      : 'A src-nat without a readable to-addresses: not converted.';
  }
  return `Source NAT action ${action} (1:1 netmap, same) is not converted: make a FortiOS one-to-one IP pool by hand.`;
}

/** The one static address of the rule's only in-interface, as a host address, or 'any'. */
function interfaceAddress(ctx: MikrotikContext, intf: TRefList, rule: TMtCommand): TRefList {
  if (intf === 'any' || intf.length !== 1) return 'any';
  const iface = ctx.interfaceOf(intf[0] ?? '');
  const addresses = iface?.addressing.mode === 'static' ? iface.addressing.addresses : [];
  const [only] = addresses;
  if (!only || addresses.length !== 1) return 'any';
  const ref = ctx.literal(only.ip, ctx.origin(rule));
  return ref ? [ref] : 'any';
}
