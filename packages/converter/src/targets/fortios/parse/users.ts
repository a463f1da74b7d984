import type { TLocalUser } from '../../../model/ir.js';
import type { ParseContext } from './context.js';
import { editsOf, Fields } from './fields.js';
import type { TCliConfig } from './tree.js';

/** `user local` and `user group` -> TLocalUser, TUserGroup. */

const USER_TYPES: Record<string, TLocalUser['type']> = {
  password: 'password',
  ldap: 'ldap',
  radius: 'radius',
  tacacs: 'tacacs+',
  'tacacs+': 'tacacs+',
};

export function mapLocalUsers(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const name = entry.key;
    const type = f.str('type') ?? 'password';
    ctx.define('user', name);
    ctx.model.users.push({
      name,
      origin: ctx.origin(entry),
      type: USER_TYPES[type] ?? 'password',
      enabled: f.str('status') !== 'disable',
      secretPresent: f.has('passwd'),
    });
    const server = f.str('ldap-server') ?? f.str('radius-server') ?? f.str('tacacs+-server');
    const left = [
      ...(USER_TYPES[type] ? [] : [`type ${type} (read as password)`]),
      ...(server ? [`authentication server ${server}`] : []),
      ...(f.has('two-factor') && f.str('two-factor') !== 'disable'
        ? ['two-factor authentication']
        : []),
    ];
    if (left.length)
      ctx.note('users', name, 'partial', 'FORTIOS_USER_OPTIONS', `not carried: ${left.join(', ')}`);
  }
}

export function mapUserGroups(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const name = entry.key;
    ctx.define('userGroup', name);
    ctx.model.userGroups.push({ name, origin: ctx.origin(entry), members: f.list('member') });
    const matches = f.entries('match').length;
    if (matches) {
      ctx.note(
        'userGroups',
        name,
        'partial',
        'FORTIOS_USER_GROUP_MATCH',
        `${matches} remote-server group match(es) (LDAP/RADIUS groups) not carried`,
      );
    }
    const type = f.str('group-type');
    if (type && type !== 'firewall') {
      ctx.note(
        'userGroups',
        name,
        'partial',
        'FORTIOS_USER_GROUP_TYPE',
        `group-type ${type} is read as a firewall group`,
      );
    }
  }
}
