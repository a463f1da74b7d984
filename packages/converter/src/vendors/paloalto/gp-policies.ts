import type { TPolicy } from '../../model/ir.js';
import type { PanContext } from './context.js';

/**
 * Policies of a rule whose `from` zone holds a GlobalProtect tunnel: FortiOS matches SSL VPN
 * users on `ssl.root` by user group, so that traffic gets a policy of its own from `ssl.root`
 * naming the groups (the rule's `source-user` when it names local users and groups; the groups
 * allowed to log in when it names none; else its source-user condition as it is). Returns the
 * policies in order.
 */
export function sslUserPolicies(
  ctx: PanContext,
  policies: TPolicy[],
  sourceUsers: string[],
): TPolicy[] {
  const named = sourceUsers.filter((u) => u !== 'any');
  const groups = named.filter((u) => ctx.model.userGroups.some((g) => g.name === u));
  const users = named.filter((u) => ctx.model.users.some((user) => user.name === u));
  const exact = named.length > 0 && groups.length + users.length === named.length;
  // Names that are not all local users and groups (directory users, `known-user`) stay the
  // policy's source-user condition, which the emitter writes and reports (issue 17 item 2):
  // admitting every SSL VPN user instead would widen the rule.
  const who: Pick<TPolicy, 'groups' | 'users'> = exact
    ? { ...(groups.length ? { groups } : {}), ...(users.length ? { users } : {}) }
    : named.length
      ? {}
      : { groups: ctx.gpGroups };
  const out: TPolicy[] = [];
  for (const policy of policies) {
    const src = policy.srcIntf;
    if (src === 'any' || !src.includes('ssl.root')) {
      out.push(policy);
      continue;
    }
    // Where the users and groups are exact, they hold the source-user condition.
    const other = exact
      ? policy.otherConditions?.filter((c) => c.kind !== 'source-user')
      : policy.otherConditions;
    const ssl = { ...policy, ...who };
    delete ssl.otherConditions;
    if (other?.length) ssl.otherConditions = other;
    if (src.length === 1) {
      out.push(ssl);
      continue;
    }
    // Users matched by group apply only to SSL VPN traffic: other zones keep the rule as is.
    out.push({ ...policy, srcIntf: src.filter((z) => z !== 'ssl.root') });
    out.push({ ...ssl, id: `${policy.id}@ssl.root`, srcIntf: ['ssl.root'] });
  }
  return out;
}
