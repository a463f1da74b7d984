import type { TPolicy } from '../../model/ir.js';
import type { PanContext } from './context.js';

type TNote = { status: 'partial'; code: string; message: string };

/**
 * Policies of a rule whose `from` zone holds a GlobalProtect tunnel: FortiOS matches SSL VPN
 * users on `ssl.root` by user group, so that traffic gets a policy of its own from `ssl.root`
 * naming the groups (the rule's `source-user` when it names local users and groups, else the
 * groups allowed to log in). Returns the policies in order and a note when users are widened.
 */
export function sslUserPolicies(
  ctx: PanContext,
  policies: TPolicy[],
  sourceUsers: string[],
): { policies: TPolicy[]; notes: TNote[] } {
  const named = sourceUsers.filter((u) => u !== 'any');
  const groups = named.filter((u) => ctx.model.userGroups.some((g) => g.name === u));
  const users = named.filter((u) => ctx.model.users.some((user) => user.name === u));
  const exact = named.length > 0 && groups.length + users.length === named.length;
  const who: Pick<TPolicy, 'groups' | 'users'> = exact
    ? { ...(groups.length ? { groups } : {}), ...(users.length ? { users } : {}) }
    : { groups: ctx.gpGroups };
  const notes: TNote[] = [];
  if (named.length && !exact)
    notes.push({
      status: 'partial',
      code: 'PANOS_SOURCE_USER',
      message: `Source users ${named.join(', ')} are not local users or groups here: the ssl.root policy admits every SSL VPN user (${ctx.gpGroups.join(', ')}).`,
    });
  const out: TPolicy[] = [];
  for (const policy of policies) {
    const src = policy.srcIntf;
    if (src === 'any' || !src.includes('ssl.root')) {
      out.push(policy);
      continue;
    }
    if (src.length === 1) {
      out.push({ ...policy, ...who });
      continue;
    }
    // Users matched by group apply only to SSL VPN traffic: other zones keep the rule as is.
    out.push({ ...policy, srcIntf: src.filter((z) => z !== 'ssl.root') });
    out.push({ ...policy, id: `${policy.id}@ssl.root`, srcIntf: ['ssl.root'], ...who });
  }
  return { policies: out, notes };
}
