import type { SonicWallContext } from './context.js';
import { membershipsOf, resolveGroups } from './groups.js';
import { isUserDefined } from './refs.js';
import { field, type TRow } from './tables.js';

const USERS = 'Local Users & Groups';

/**
 * `userObj*` (local users), `userGroupObj*` (groups) and the `uo_` membership pairs (field names
 * from one public parser). Passwords are stored encrypted: users get a placeholder password.
 * Built-in users and groups (`admin`, `Everyone`, `Trusted Users` ...) convert only where a
 * rule names them (`policyWhom_N`).
 */
export function readUsers(ctx: SonicWallContext): void {
  const named = new Set(ctx.tables.rows('policy').map((r) => field(r, 'Whom')));
  const memberships = membershipsOf(ctx, 'uo');
  const known = new Set<string>();
  for (const row of ctx.tables.rows('userObj')) {
    const name = field(row, 'Id');
    known.add(name);
    if (!named.has(name) && !isUserDefined(field(row, 'Properties'))) {
      ctx.unused(
        USERS,
        row,
        'user',
        name,
        'not converted (administrators are set up on the FortiGate)',
      );
      continue;
    }
    ctx.model.users.push({
      name,
      type: 'password',
      enabled: true,
      secretPresent: true,
      origin: ctx.origin(row),
      ...(field(row, 'Comment') ? { comment: field(row, 'Comment') } : {}),
    });
  }
  const groups = new Map<string, TRow>();
  for (const row of ctx.tables.rows('userGroupObj')) {
    const name = field(row, 'Id');
    known.add(name);
    if (!named.has(name) && !isUserDefined(field(row, 'Properties')))
      ctx.unused(USERS, row, 'group', name, 'no rule names it');
    else groups.set(name, row);
  }
  resolveGroups(ctx, {
    objectType: USERS,
    leaves: 'users',
    groups,
    memberships,
    problems: new Map(),
    known,
    push: (name, members, row) =>
      ctx.model.userGroups.push({ name, members, origin: ctx.origin(row) }),
  });
}
