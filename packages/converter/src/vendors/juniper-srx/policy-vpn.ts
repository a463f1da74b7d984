import type { TPhase2, TPolicy, TRefList, TSelector } from '../../model/ir.js';
import { AddressResolver } from '../../model/resolve.js';
import type { SrxContext } from './context.js';
import { under, type TStmt } from './statements.js';

type TTunnelPolicy = SrxContext['tunnelPolicies'][number];

const IPV4_ALL = 0xffffffff;

/**
 * Policy-based VPNs (`then permit tunnel ipsec-vpn V [pair-policy P]`, a VPN with no
 * bind-interface) become route-based, as FortiOS recommends: the VPN's phase1-interface (on its
 * gateway's external interface) replaces the external zone in its policies (destination of the
 * outbound one, source of the inbound pair), its phase2 selectors are the policies' addresses
 * (unless the VPN sets proxy-identity or traffic selectors), and the emitter routes the remote
 * selectors to the tunnel. A policy that cannot be turned so is disabled: it would otherwise
 * send in clear what the source encrypts.
 */
export function convertPolicyVpns(ctx: SrxContext, stmts: TStmt[]): void {
  const byVpn = new Map<string, TTunnelPolicy[]>();
  for (const entry of ctx.tunnelPolicies)
    byVpn.set(entry.vpn, [...(byVpn.get(entry.vpn) ?? []), entry]);
  const bound = new Set(ctx.tunnels.values());
  const resolver = new AddressResolver(ctx.model);
  for (const [vpn, entries] of byVpn) {
    const p1 = ctx.model.phase1.find((p) => p.name === vpn);
    const extZone = ctx.model.interfaces.find((i) => i.name === p1?.interface)?.zone;
    if (!p1 || !extZone || bound.has(vpn)) {
      const why = !p1
        ? `VPN ${vpn} did not convert (see its entry)`
        : bound.has(vpn)
          ? `VPN ${vpn} is bound to a tunnel interface, so Junos does not use it from a policy`
          : `the external interface ${p1.interface} of VPN ${vpn} is in no zone`;
      for (const { policy } of entries) disable(ctx, policy, `${why}.`);
      continue;
    }
    const pairs: { local: TSelector; remote: TSelector; policy: TPolicy }[] = [];
    for (const { policy, pair } of entries) {
      const outbound = policy.dstIntf !== 'any' && policy.dstIntf.includes(extZone);
      const inbound = policy.srcIntf !== 'any' && policy.srcIntf.includes(extZone);
      if (outbound === inbound || policy.srcNegate || policy.dstNegate) {
        disable(
          ctx,
          policy,
          policy.srcNegate || policy.dstNegate
            ? 'its negated addresses cannot be tunnel selectors.'
            : `its direction to VPN ${vpn} is not clear (exactly one of its zones must be ${extZone}, the zone of ${p1.interface}).`,
        );
        continue;
      }
      const [localRefs, remoteRefs] = outbound
        ? [policy.srcAddr, policy.dstAddr]
        : [policy.dstAddr, policy.srcAddr];
      if (outbound) policy.dstIntf = [vpn];
      else policy.srcIntf = [vpn];
      pairs.push({
        local: selectorOf(ctx, resolver, policy, localRefs, `${vpn}-local-${pairs.length + 1}`),
        remote: selectorOf(ctx, resolver, policy, remoteRefs, `${vpn}-remote-${pairs.length + 1}`),
        policy,
      });
      ctx.note(
        'policies',
        policy.id,
        'partial',
        'JUNOS_POLICY_VPN',
        `Policy-based VPN ${vpn} becomes route-based: this policy ${outbound ? 'sends to' : 'receives from'} the tunnel interface ${vpn} instead of zone ${extZone}${pair ? ` (its pair-policy ${pair} is the other direction)` : ''}. ${
          outbound
            ? `Traffic reaches the tunnel by the static routes to its remote networks, so other policies towards ${extZone} no longer see traffic to those networks.`
            : 'Decrypted traffic arrives from the tunnel interface, not from the external zone.'
        }`,
      );
    }
    const ownSelectors = under(stmts, ['security', 'ipsec', 'vpn', vpn]).some(
      (s) => s.words[5] === 'proxy-identity' || s.words[4] === 'traffic-selector',
    );
    if (!ownSelectors && pairs.length) replacePhase2(ctx, vpn, unique(pairs));
    ctx.note(
      'phase1',
      vpn,
      'partial',
      'JUNOS_POLICY_BASED_VPN',
      `A policy-based VPN in the source (policies ${entries.map((e) => e.policy.id).join(', ')}), converted route-based as FortiOS recommends: a phase1-interface on ${p1.interface}, ${ownSelectors ? 'phase2 selectors from its proxy-identity' : 'phase2 selectors from the policies\u2019 addresses'}, static routes to the remote selectors through the tunnel, and the policies name the tunnel instead of zone ${extZone}.`,
    );
  }
}

function disable(ctx: SrxContext, policy: TPolicy, why: string): void {
  policy.enabled = false;
  ctx.note(
    'policies',
    policy.id,
    'unsupported',
    'JUNOS_POLICY_VPN',
    `It tunnels traffic into a policy-based VPN, but ${why} The policy is converted disabled so that nothing leaves in clear.`,
  );
}

/**
 * A phase2 selector for policy addresses: any, one address object, or a group made for several.
 * Addresses that are not plain IPv4 sets (FQDN, IPv6) cannot be selectors, nor can all of IPv4
 * (it would route everything into the tunnel): those become any, reported.
 */
function selectorOf(
  ctx: SrxContext,
  resolver: AddressResolver,
  policy: TPolicy,
  refs: TRefList,
  groupName: string,
): TSelector {
  if (refs === 'any') return { kind: 'any' };
  const intervals = resolver.resolve(refs);
  if (!intervals || intervals.some(([low, high]) => low === 0 && high === IPV4_ALL))
    return { kind: 'any' };
  const [only] = refs;
  if (refs.length === 1 && only) return { kind: 'ref', name: only };
  // A group with the same members (the source's own, or one made for the pair policy) serves.
  const members = [...refs].sort().join('\n');
  const same = ctx.model.addressGroups.find(
    (g) => !g.exclude?.length && [...g.members].sort().join('\n') === members,
  );
  if (same) return { kind: 'ref', name: same.name };
  ctx.model.addressGroups.push({
    name: groupName,
    origin: policy.origin,
    generated: true,
    members: [...refs],
  });
  return { kind: 'ref', name: groupName };
}

const key = (s: TSelector) => (s.kind === 'ref' ? s.name : s.kind === 'any' ? '*' : '');

function unique<T extends { local: TSelector; remote: TSelector }>(pairs: T[]): T[] {
  const seen = new Set<string>();
  return pairs.filter((p) => {
    const k = `${key(p.local)}>${key(p.remote)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The VPN's phase2s (any/any when read) become one per policy selector pair. */
function replacePhase2(
  ctx: SrxContext,
  vpn: string,
  pairs: { local: TSelector; remote: TSelector; policy: TPolicy }[],
): void {
  const template = ctx.model.phase2.find((p) => p.phase1 === vpn);
  if (!template) return;
  ctx.model.phase2 = ctx.model.phase2.filter((p) => p.phase1 !== vpn);
  pairs.forEach(({ local, remote, policy }, i) => {
    const phase2: TPhase2 = {
      ...template,
      name: pairs.length > 1 ? `${vpn}-${i + 1}` : vpn,
      local,
      remote,
    };
    ctx.model.phase2.push(phase2);
    ctx.note(
      'phase2',
      phase2.name,
      remote.kind === 'any' ? 'partial' : 'converted',
      'JUNOS_POLICY_SELECTORS',
      remote.kind === 'any'
        ? `Its selectors come from policy ${policy.id}, whose remote side is any (or not plain IPv4): no route leads to the tunnel; add routes to the remote networks through ${vpn}.`
        : `Its selectors are the addresses of policy ${policy.id}, as Junos derives the proxy IDs of a policy-based VPN from its policy.`,
    );
  });
}
