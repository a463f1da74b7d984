import type { TPolicy, TRefList } from '../../model/ir.js';
import { AddressResolver, type TInterval } from '../../model/resolve.js';
import type { CpContext } from './context.js';
import { items } from './json-file.js';
import type { TCpRule } from './layers.js';
import { ANY_UID } from './objects.js';
import type { CpStore } from './store.js';
import { isCommunity, type CpVpn, type TTunnels } from './vpn.js';

/** A rule's VPN column: Any, the tunnels of the communities it names, or why not. */
export function vpnColumn(
  store: CpStore,
  vpn: CpVpn,
  rule: TCpRule,
): { any: true } | { error: string } | (TTunnels & { names: string[] }) {
  const uids = items(rule.raw.vpn)
    .map((item) => store.ref(rule.file, item))
    .filter((uid): uid is string => uid !== undefined)
    .filter((uid) => uid !== ANY_UID && store.get(uid)?.type !== 'CpmiAnyObject');
  if (!uids.length) return { any: true };
  const out = { names: [] as string[], tunnels: [] as string[], remote: [] as string[] };
  for (const uid of uids) {
    const object = store.get(uid);
    const name = store.label(uid);
    const says = `its VPN column names ${name}`;
    if (!object) return { error: `${says}, which is not in the export` };
    if (/remote/i.test(object.name) || /remote|user/i.test(object.type))
      return {
        error: `${says} (remote access VPN), which is not converted: set up FortiOS dial-up IPsec or SSL VPN for it`,
      };
    if (!isCommunity(object.type))
      return { error: `${says} (${object.type}), which is not converted: name its communities` };
    const tunnels = vpn.community(uid);
    if ('error' in tunnels)
      return { error: `${says}, whose tunnels are not converted (${tunnels.error})` };
    out.names.push(name);
    out.tunnels.push(...tunnels.tunnels);
    out.remote.push(...tunnels.remote);
  }
  return out;
}

/** Whether every interval of `inner` lies within the union of `outer`. */
function covered(inner: TInterval[], outer: TInterval[]): boolean {
  const sorted = [...outer].sort((a, b) => a[0] - b[0]);
  return inner.every(([low, high]) => {
    let at = low;
    for (const [l, h] of sorted) if (l <= at && h >= at) at = Math.max(at, h + 1);
    return at > high;
  });
}

/**
 * The policies of a rule whose VPN column names communities: traffic encrypted into them leaves
 * by their tunnels, decrypted traffic arrives from them. The side whose addresses lie in the
 * peers' encryption domains is the tunnel's; when the addresses do not tell, one policy each way.
 */
export function tunnelPolicies(
  ctx: CpContext,
  policy: TPolicy,
  column: TTunnels & { names: string[] },
): TPolicy[] | { error: string } {
  const resolver = new AddressResolver(ctx.model);
  const remote = resolver.resolve(column.remote) ?? [];
  const within = (refs: TRefList, negate: boolean | undefined) => {
    const set = refs === 'any' || negate ? undefined : resolver.resolve(refs);
    return !!set && covered(set, remote);
  };
  let outbound = within(policy.dstAddr, policy.dstNegate);
  let inbound = within(policy.srcAddr, policy.srcNegate);
  if (outbound === inbound) {
    outbound = policy.dstIntf === 'any';
    inbound = policy.srcIntf === 'any';
  }
  if (
    (outbound && policy.dstIntf !== 'any') ||
    (inbound && policy.srcIntf !== 'any') ||
    !(outbound || inbound)
  )
    return {
      error: `its security zones and its VPN column (${column.names.join(', ')}) both set the policy's interfaces`,
    };
  const policies: TPolicy[] = [];
  if (outbound) policies.push({ ...policy, dstIntf: column.tunnels });
  if (inbound)
    policies.push({
      ...policy,
      srcIntf: column.tunnels,
      ...(outbound
        ? { id: `${policy.id}.in`, ...(policy.name ? { name: `${policy.name} (in)` } : {}) }
        : {}),
    });
  for (const p of policies)
    ctx.note(
      'policies',
      p.id,
      'converted',
      'CP_VPN_COLUMN',
      `Its VPN column (${column.names.join(', ')}): it matches traffic ${p.srcIntf === column.tunnels ? 'decrypted from' : 'encrypted into'} tunnel${column.tunnels.length > 1 ? 's' : ''} ${column.tunnels.join(', ')}${policies.length > 1 ? ' (the rule is split, one policy each way)' : ''}.`,
    );
  return policies;
}
