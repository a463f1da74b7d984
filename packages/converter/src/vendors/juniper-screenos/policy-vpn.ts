import type { TRefList, TSelector } from '../../model/ir.js';
import type { ScreenOsContext } from './context.js';
import type { TBuiltPolicy } from './policies.js';
import type { TSelectorPair } from './vpn-phase2.js';

/** The tunnel side of a `tunnel vpn "X"` policy, once its VPN is route-based. */
export interface TTunnelSide {
  vpn: string;
  phase1: string;
  /** The zone of the gateway's outgoing interface: the side that becomes the tunnel. */
  zone: string;
  /** From the peer (the from-zone is the tunnel side) rather than towards it. */
  inbound: boolean;
}

/**
 * Which side of a tunnel policy is the tunnel: ScreenOS sends a policy-based VPN's traffic out
 * of the gateway's outgoing interface, so the policy's zone that holds that interface is the
 * peer's side; the other zone is the protected network. A reason when that is not clear.
 */
export function tunnelSide(
  ctx: ScreenOsContext,
  vpn: string,
  from: string | undefined,
  to: string | undefined,
): TTunnelSide | string {
  const found = ctx.policyVpns.get(vpn);
  if (!found)
    return ctx.vpnNames.has(vpn)
      ? `its VPN ${vpn} did not convert (see the VPN's report entry)`
      : `its VPN ${vpn} is not in the file`;
  const zone = ctx.model.interfaces.find((i) => i.name === found.iface)?.zone;
  if (!zone) return `the outgoing interface ${found.iface} of VPN ${vpn}'s gateway has no zone`;
  if (from === undefined || to === undefined)
    return 'a Global tunnel policy has no zone towards the peer to replace by the tunnel';
  if (from === to || (from !== zone && to !== zone))
    return `neither or both of its zones (${from}, ${to}) is ${zone}, the zone of the gateway's outgoing interface, so the tunnel side is unclear`;
  return { vpn, phase1: found.phase1, zone, inbound: from === zone };
}

const selectors = (refs: TRefList): TSelector[] =>
  refs === 'any' ? [{ kind: 'any' }] : refs.map((name) => ({ kind: 'ref', name }));

/**
 * One selector pair per (local, remote) address of the tunnel policies, each pair once: the
 * protected side is local, the peer's side remote (inbound policies swap source and
 * destination). `pair-policy` twins give the same pairs.
 */
export function selectorPairs(policies: TBuiltPolicy[]): TSelectorPair[] {
  const pairs = new Map<string, TSelectorPair>();
  for (const { policy, tunnel } of policies) {
    if (!tunnel) continue;
    const local = selectors(tunnel.inbound ? policy.dstAddr : policy.srcAddr);
    const remote = selectors(tunnel.inbound ? policy.srcAddr : policy.dstAddr);
    for (const l of local)
      for (const r of remote) pairs.set(JSON.stringify([l, r]), { local: l, remote: r });
  }
  return [...pairs.values()];
}
