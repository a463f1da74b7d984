import { q } from '../writer.js';
import type { EmitContext } from './context.js';
import { identityPlaceholders, writeIdentityPlaceholders } from './identity.js';
import { SECRET_PLACEHOLDER } from './vpn.js';

/** `config user local` (disabled until a password is set) and `config user group`. */
export function emitUsers(ctx: EmitContext): void {
  const users = ctx.model.users.filter((user) => {
    if (user.admin) {
      ctx.note('users', user.name, {
        status: 'unsupported',
        code: 'ADMIN_USER',
        message:
          'An administrator of the device: create a FortiOS system admin with a suitable profile.',
      });
    }
    return !user.admin;
  });
  if (users.length) {
    ctx.out.config('user local', () => {
      for (const user of users) {
        const name = ctx.name('users', 'user', user.name);
        ctx.out.edit(name, () => {
          ctx.out.set('type', user.type === 'password' ? 'password' : user.type);
          if (user.type === 'password') ctx.out.set('passwd', q(SECRET_PLACEHOLDER));
          // A placeholder password must never let anyone in: the account stays off until set.
          ctx.out.set('status', 'disable');
        });
        ctx.target('users', user.name, `user local "${name}"`);
        ctx.note('users', user.name, {
          status: 'partial',
          code: 'SECRET_PLACEHOLDER',
          message:
            'Passwords cannot be carried over: the user is disabled with a placeholder password until one is set.',
        });
      }
    });
  }
  const placeholders = identityPlaceholders(ctx);
  if (ctx.model.userGroups.length === 0 && placeholders.length === 0) return;
  ctx.out.config('user group', () => {
    for (const group of ctx.model.userGroups) {
      if (ctx.factory('group', group)) continue;
      const name = ctx.name('userGroups', 'group', group.name);
      const members = group.members
        .map((m) => ctx.names.lookup('user', m))
        .filter((m): m is string => !!m);
      ctx.out.edit(name, () => {
        if (members.length) ctx.out.set('member', ...members.map(q));
      });
      ctx.target('userGroups', group.name, `user group "${name}"`);
    }
    writeIdentityPlaceholders(ctx, placeholders);
  });
}
