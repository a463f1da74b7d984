import type { TNatRule, TNatTranslation, TRefList } from '../../model/ir.js';
import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import type { SophosContext } from './context.js';
import type { TReadRule } from './policies.js';
import { resolveAddresses, resolveServices } from './refs.js';
import { orderRules } from './rule-order.js';
import { enabled, list, text } from './xml.js';

const ORIGINAL = /^(original)?$/i;

/**
 * SFOS 17 and older: NAT inside the rule. `OutboundAddress` `MASQ` on an accept rule becomes a
 * source NAT to the outgoing interface's address, matching what the rule matches; a named NAT
 * policy is not in the API answer and is reported.
 */
export function readRuleNat(ctx: SophosContext, rules: readonly TReadRule[]): void {
  for (const { policy, node, body } of rules) {
    const apply = text(body, 'ApplyNAT');
    const outbound = text(body, 'OutboundAddress');
    if (!outbound || apply === 'Disable' || policy.action !== 'accept' || policy.incomplete)
      continue;
    if (outbound !== 'MASQ') {
      ctx.report(
        'unsupported',
        'NAT',
        child(body, 'OutboundAddress') ?? node,
        'SOPHOS_NAT_POLICY',
        `Its NAT policy ${outbound} is not in this input: make the FortiOS source NAT by hand.`,
        policy.id,
      );
      continue;
    }
    ctx.model.nat.push({
      id: `${policy.id}:masq`,
      origin: policy.origin,
      section: 1,
      type: 'dynamic',
      srcIntf: policy.srcIntf,
      dstIntf: policy.dstIntf,
      src: policy.srcAddr,
      dst: policy.dstAddr,
      service: policy.service,
      translatedSrc: { kind: 'interface' },
      translatedDst: { kind: 'none' },
      bidirectional: false,
      enabled: policy.enabled,
      comment: `MASQ of rule ${policy.id}`,
    });
  }
}

/** A translated address: `MASQ` is the outgoing interface; an IP or range object a pool. */
function sourceTranslation(ctx: SophosContext, value: string): TNatTranslation | string {
  if (ORIGINAL.test(value)) return { kind: 'none' };
  if (value === 'MASQ') return { kind: 'interface' };
  const address = ctx.model.addresses.find((a) => a.name === value);
  if (address?.kind === 'host' || address?.kind === 'range') {
    if (!ctx.model.ipPools.some((p) => p.name === value)) {
      const [start, end] =
        address.kind === 'host' ? [address.ip, address.ip] : [address.start, address.end];
      ctx.model.ipPools.push({ name: value, origin: address.origin, start, end, type: 'overload' });
    }
    return { kind: 'pool', pool: value };
  }
  return `its translated source ${value} is not an IP host or range of this input`;
}

function destinationTranslation(ctx: SophosContext, value: string): TNatTranslation | string {
  if (ORIGINAL.test(value)) return { kind: 'none' };
  const address = ctx.model.addresses.find((a) => a.name === value);
  if (address?.kind === 'host' || address?.kind === 'range') return { kind: 'address', ref: value };
  return `its translated destination ${value} is not an IP host or range of this input`;
}

/**
 * SFOS 18+ `<NATRule>` entities in their own first-match order (rebuilt like the firewall
 * rules'). A linked NAT rule takes what it matches from its firewall rule. Returns the
 * destination translations: original destination name -> translated host name.
 */
export function readNatRules(
  ctx: SophosContext,
  nodes: Map<string, TXmlNode[]>,
  rules: readonly TReadRule[],
): Map<string, string> {
  const dnat = new Map<string, string>();
  const chain = (nodes.get('NATRule') ?? []).filter(
    (n) => (text(n, 'IPFamily') ?? 'IPv4') === 'IPv4',
  );
  for (const node of nodes.get('NATRule') ?? [])
    if (!chain.includes(node))
      ctx.report(
        'unsupported',
        'NAT',
        node,
        'SOPHOS_NAT_IPV6',
        'IPv6 NAT rules are not converted.',
        text(node, 'Name'),
      );
  for (const { node, name, orphan } of orderRules(chain)) {
    const on = enabled(node, 'Status', true);
    const fail = (why: string) => {
      ctx.report(
        on ? 'unsupported' : 'ignored',
        'NAT',
        node,
        'SOPHOS_NAT_NOT_CONVERTED',
        `Not converted: ${why}.`,
        name,
      );
    };
    if (orphan) {
      fail(orphan);
      continue;
    }
    const linkedName = text(node, 'LinkedFirewallrule');
    const linked =
      linkedName && linkedName !== 'None'
        ? rules.find((r) => r.policy.id === linkedName)?.policy
        : undefined;
    if (linkedName && linkedName !== 'None' && !linked) {
      fail(`its linked firewall rule ${linkedName} was not converted`);
      continue;
    }
    const src = resolveAddresses(ctx, list(node, 'OriginalSourceNetworks', 'Network'), node);
    const dst = resolveAddresses(ctx, list(node, 'OriginalDestinationNetworks', 'Network'), node);
    const svc = resolveServices(ctx, list(node, 'OriginalServices', 'Service'));
    const missing = [...src.missing, ...dst.missing, ...svc.missing];
    if (missing.length) {
      fail(`${missing.join(', ')} not defined in this input`);
      continue;
    }
    const translatedSrc = sourceTranslation(ctx, text(node, 'TranslatedSource') ?? 'Original');
    const translatedDst = destinationTranslation(
      ctx,
      text(node, 'TranslatedDestination') ?? 'Original',
    );
    const translatedServiceName = text(node, 'TranslatedService') ?? 'Original';
    const translatedService = ORIGINAL.test(translatedServiceName)
      ? undefined
      : translatedServiceName;
    if (typeof translatedSrc === 'string' || typeof translatedDst === 'string') {
      fail(typeof translatedSrc === 'string' ? translatedSrc : (translatedDst as string));
      continue;
    }
    if (translatedService && !ctx.hasService(translatedService)) {
      fail(`its translated service ${translatedService} is not defined in this input`);
      continue;
    }
    const interfaces = (wrapper: string): TRefList => {
      const names = list(node, wrapper, 'Interface').filter((n) => n.toLowerCase() !== 'any');
      return names.length ? names : 'any';
    };
    const rule: TNatRule = {
      id: name,
      origin: ctx.origin(node),
      section: 1,
      type:
        translatedDst.kind !== 'none'
          ? 'static'
          : translatedSrc.kind !== 'none'
            ? 'dynamic'
            : 'identity',
      srcIntf:
        linked && interfaces('InboundInterfaces') === 'any'
          ? linked.srcIntf
          : interfaces('InboundInterfaces'),
      dstIntf:
        linked && interfaces('OutboundInterfaces') === 'any'
          ? linked.dstIntf
          : interfaces('OutboundInterfaces'),
      src: linked && src.refs === 'any' ? linked.srcAddr : src.refs,
      dst: linked && dst.refs === 'any' ? linked.dstAddr : dst.refs,
      service: linked && svc.refs === 'any' ? linked.service : svc.refs,
      translatedSrc,
      translatedDst,
      ...(translatedService ? { translatedService } : {}),
      bidirectional: false,
      enabled: on,
      ...(text(node, 'Description') ? { comment: text(node, 'Description') } : {}),
    };
    ctx.model.nat.push(rule);
    if (enabled(node, 'OverrideInterfaceNATPolicy', false))
      ctx.note(
        'nat',
        name,
        'partial',
        'SOPHOS_NAT_INTERFACE_OVERRIDE',
        'Its per-interface translated sources (InterfaceNATPolicyList) are not carried: add them as FortiOS central SNAT rules.',
        'unknown',
      );
    if (translatedDst.kind === 'address' && rule.dst !== 'any' && on)
      for (const original of rule.dst) dnat.set(original, translatedDst.ref);
  }
  return dnat;
}

/**
 * SFOS matches a firewall rule after the DNAT lookup on the original destination address
 * (with the translated host's zone); FortiOS central NAT policies match the real server: each
 * rule naming a translated public address names the server instead.
 */
export function rewriteDnatDestinations(ctx: SophosContext, dnat: Map<string, string>): void {
  if (dnat.size === 0) return;
  for (const policy of ctx.model.policies) {
    if (policy.dstAddr === 'any' || !policy.dstAddr.some((a) => dnat.has(a))) continue;
    const before = policy.dstAddr.join(', ');
    policy.dstAddr = [...new Set(policy.dstAddr.map((a) => dnat.get(a) ?? a))];
    ctx.note(
      'policies',
      policy.id,
      'converted',
      'SOPHOS_DNAT_DESTINATION',
      `Destination ${before} is translated by a NAT rule: the FortiOS policy names the real server ${policy.dstAddr.join(', ')}.`,
    );
  }
}
