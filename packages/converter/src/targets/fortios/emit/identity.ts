import type { TPolicy } from '../../../model/ir.js';
import { q } from '../writer.js';
import type { EmitContext } from './context.js';

/**
 * Users and groups that policies name (issue 17 item 4.3). Local users and groups of the model
 * are written by emitUsers; a name the model does not define (a directory user or group, e.g.
 * PAN-OS `source-user` `corp\alice` or `cn=sales,...`) becomes an empty placeholder user group,
 * so the policy refers to something FortiOS accepts and matches nobody until the matching
 * FSSO/LDAP group is added to it: the policy is narrower until then, and the report says so.
 */

type TDefined = { users: Set<string>; groups: Set<string> };
const definedOf = new WeakMap<EmitContext, TDefined>();

/**
 * Source names the model defines as users and groups, not counting administrators. Built once
 * per emission: asked for every policy, rebuilding it made the emitter quadratic.
 */
function defined(ctx: EmitContext): TDefined {
  let known = definedOf.get(ctx);
  if (!known) {
    known = {
      users: new Set(ctx.model.users.filter((u) => !u.admin).map((u) => u.name)),
      groups: new Set(ctx.model.userGroups.map((g) => g.name)),
    };
    definedOf.set(ctx, known);
  }
  return known;
}

type TIdentities = {
  users: readonly string[];
  groups: readonly string[];
  placeholders: readonly string[];
  special: readonly string[];
  condition: readonly string[];
};

/** What a policy naming no user, group or source-user condition names: nobody (shared). */
const NOBODY: TIdentities = Object.freeze({
  users: [],
  groups: [],
  placeholders: [],
  special: [],
  condition: [],
});

const namesNobody = (policy: TPolicy): boolean =>
  !policy.users?.length &&
  !policy.groups?.length &&
  !policy.otherConditions?.some((c) => c.kind === 'source-user');

/** PAN-OS source-user values that name no user: every known, unknown or pre-logon user. */
const SPECIAL_USERS = new Set(['any', 'known-user', 'unknown', 'pre-logon']);

/**
 * Whom a policy names: its users and groups, or else its source's user condition (PAN-OS
 * `source-user`, kept in `otherConditions`). Names the model does not define are placeholders;
 * `special` holds user classes FortiOS cannot name (then nothing is converted).
 */
function identitiesOf(ctx: EmitContext, policy: TPolicy): TIdentities {
  if (namesNobody(policy)) return NOBODY;
  const known = defined(ctx);
  const own = [...(policy.users ?? []), ...(policy.groups ?? [])];
  const condition = own.length
    ? []
    : (policy.otherConditions ?? []).filter((c) => c.kind === 'source-user').map((c) => c.value);
  const special = condition.filter((v) => SPECIAL_USERS.has(v));
  const names = special.length ? [] : [...(policy.users ?? []), ...condition];
  const users = names.filter((n) => known.users.has(n));
  const groups = [
    ...new Set([...names.filter((n) => !known.users.has(n)), ...(policy.groups ?? [])]),
  ];
  const placeholders = groups.filter((n) => !known.groups.has(n));
  return { users, groups, placeholders, special, condition };
}

/** Names policies use that the model does not define: placeholder groups (see emitUsers). */
export function identityPlaceholders(ctx: EmitContext): string[] {
  const converted = ctx.model.policies.filter((p) => !p.incomplete);
  return [...new Set(converted.flatMap((p) => identitiesOf(ctx, p).placeholders))];
}

/** The placeholder `user group` entries, inside emitUsers' `config user group`. */
export function writeIdentityPlaceholders(ctx: EmitContext, names: readonly string[]): void {
  // Empty: `config user group` has no comment field; the policy's report entry names them.
  for (const source of names) ctx.out.edit(ctx.names.claim('group', source).name, () => undefined);
}

/** The `users` and `groups` lines of a policy, with a report note on what they stand for. */
export function writePolicyIdentities(ctx: EmitContext, policy: TPolicy): void {
  const { users, groups, placeholders, special, condition } = identitiesOf(ctx, policy);
  const target = (space: 'user' | 'group', n: string) => q(ctx.names.lookup(space, n) ?? n);
  if (users.length) ctx.out.set('users', ...users.map((n) => target('user', n)));
  if (groups.length) ctx.out.set('groups', ...groups.map((n) => target('group', n)));
  const note = (
    status: 'partial' | 'converted',
    code: string,
    message: string,
    effect?: 'widens' | 'narrows',
  ) => ctx.note('policies', policy.id, { status, code, message, ...(effect ? { effect } : {}) });
  if (special.length)
    note(
      'partial',
      'USER_CLASS',
      `Source users ${condition.join(', ')}: FortiOS policies cannot name ${special.join(', ')}, so no user condition is written and the policy applies to every user.`,
      policy.action === 'accept' ? 'widens' : 'narrows',
    );
  else if (placeholders.length)
    note(
      'partial',
      'USER_PLACEHOLDER',
      `Users or groups ${placeholders.join(', ')} are not defined on this device (a directory holds them): each is an empty FortiOS user group, so the policy matches nobody from them until their FSSO or LDAP group is added.`,
      policy.action === 'accept' ? 'narrows' : 'widens',
    );
  else if (condition.length)
    note(
      'converted',
      'SOURCE_USER',
      `Source users ${condition.join(', ')} are the policy's users and groups.`,
    );
}

/** Source user and group names -> the FortiOS names the output uses (for the verifier). */
export function identityMaps(ctx: EmitContext): {
  userMap: Record<string, string>;
  userGroupMap: Record<string, string>;
} {
  const userMap: Record<string, string> = {};
  const userGroupMap: Record<string, string> = {};
  for (const user of ctx.model.users) {
    const name = ctx.names.lookup('user', user.name);
    if (name !== undefined) userMap[user.name] = name;
  }
  const groups = new Set([
    ...ctx.model.userGroups.map((g) => g.name),
    ...ctx.model.policies.flatMap((p) => identitiesOf(ctx, p).groups),
  ]);
  for (const group of groups) {
    const name = ctx.names.lookup('group', group);
    if (name !== undefined) userGroupMap[group] = name;
  }
  return { userMap, userGroupMap };
}
