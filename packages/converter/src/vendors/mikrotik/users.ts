import type { MikrotikContext } from './context.js';
import type { TMtCommand } from './lines.js';

const USERS = 'Local Users & Groups';

/**
 * `/user add name=… group=full|write|read` (router administrators) and `/ppp secret add
 * name=… password=…` (PPP and VPN users). RouterOS exports never contain `/user` passwords,
 * and RouterOS 7 hides PPP passwords unless exported with `show-sensitive`.
 */
export function readUsers(
  ctx: MikrotikContext,
  users: readonly TMtCommand[],
  secrets: readonly TMtCommand[],
): void {
  for (const cmd of users) {
    const name = cmd.props.get('name');
    if (cmd.verb !== 'add' || !name) {
      ctx.report('unsupported', USERS, cmd, 'MT_USER_UNREADABLE', 'A /user line without a name.');
      continue;
    }
    const group = cmd.props.get('group') ?? 'read';
    ctx.model.users.push({
      name,
      origin: ctx.origin(cmd),
      type: 'password',
      enabled: cmd.props.get('disabled') !== 'yes',
      secretPresent: false,
      admin: true,
      ...(cmd.props.get('comment') ? { comment: cmd.props.get('comment') } : {}),
    });
    ctx.note(
      'users',
      name,
      'partial',
      'MT_USER_NO_PASSWORD',
      `A router administrator (group ${group}). RouterOS exports never contain user passwords: set one on the FortiGate admin account.${cmd.props.has('address') ? ` Its allowed addresses (${cmd.props.get('address') ?? ''}) become trusthost entries by hand.` : ''}`,
      'cosmetic',
    );
  }
  for (const cmd of secrets) {
    const name = cmd.props.get('name');
    if (cmd.verb !== 'add' || !name) {
      ctx.report(
        'unsupported',
        USERS,
        cmd,
        'MT_USER_UNREADABLE',
        'A /ppp secret line without a name.',
      );
      continue;
    }
    ctx.model.users.push({
      name,
      origin: ctx.origin(cmd),
      type: 'password',
      enabled: cmd.props.get('disabled') !== 'yes',
      secretPresent: !!cmd.props.get('password'),
    });
    const extras = ['profile', 'remote-address', 'local-address', 'routes'].filter((k) =>
      cmd.props.has(k),
    );
    ctx.note(
      'users',
      name,
      'partial',
      'MT_PPP_SECRET',
      `A PPP/VPN user (service ${cmd.props.get('service') ?? 'any'})${cmd.props.get('password') ? '' : '; the export shows no password (RouterOS 7 hides it unless exported with show-sensitive)'}${extras.length ? `; its ${extras.join(', ')} settings belong to the FortiOS VPN setup` : ''}.`,
      'cosmetic',
    );
  }
}
