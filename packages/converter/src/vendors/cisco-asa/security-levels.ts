import type { TPolicy } from '../../model/ir.js';
import type { AsaContext } from './context.js';

/**
 * ASA lets traffic from a higher to a lower security level through when the ingress interface
 * has no inbound ACL. FortiOS has no levels: each such pair becomes an explicit accept policy.
 */
export function securityLevelPolicies(
  ctx: AsaContext,
  withInbound: Set<string>,
  sameSecurity: boolean,
): TPolicy[] {
  const named = ctx.model.interfaces.filter(
    (iface) => iface.securityLevel !== undefined && !iface.managementOnly,
  );
  const policies: TPolicy[] = [];
  for (const from of named) {
    if (withInbound.has(from.name)) continue;
    for (const to of named) {
      if (to === from) continue;
      const fromLevel = from.securityLevel ?? 0;
      const toLevel = to.securityLevel ?? 0;
      if (fromLevel < toLevel || (fromLevel === toLevel && !sameSecurity)) continue;
      policies.push({
        id: `security-level:${from.name}>${to.name}`,
        origin: from.origin,
        srcIntf: [from.name],
        dstIntf: [to.name],
        srcAddr: 'any',
        dstAddr: 'any',
        service: 'any',
        action: 'accept',
        log: false,
        enabled: true,
        implicit: `security level ${fromLevel} of ${from.name} is higher than ${toLevel} of ${to.name}`,
        comment: `ASA security level ${fromLevel} > ${toLevel}`,
      });
    }
  }
  return policies;
}
