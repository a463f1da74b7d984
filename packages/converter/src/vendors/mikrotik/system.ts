import { isIpv4 } from '../../net/ipv4.js';
import type { MikrotikContext } from './context.js';
import type { TMtCommand } from './lines.js';

/** `/ip dns set servers=…` (MikroTik manual, "DNS"). */
export function readDns(ctx: MikrotikContext, cmd: TMtCommand): void {
  const servers = (cmd.props.get('servers') ?? '').split(',').filter(isIpv4);
  if (cmd.verb !== 'set' || servers.length === 0) {
    ctx.report(
      'ignored',
      'DNS',
      cmd,
      'MT_DNS_SETTING',
      'DNS settings without servers: FortiOS defaults apply.',
    );
    return;
  }
  ctx.model.dns = { origin: ctx.origin(cmd), servers };
  if (cmd.props.get('allow-remote-requests') === 'yes')
    ctx.note(
      'dns',
      'dns',
      'partial',
      'MT_DNS_REMOTE',
      'The router answers DNS for its clients (allow-remote-requests): enable a FortiOS DNS server (config system dns-server) on the internal interfaces.',
      'cosmetic',
    );
}

/** `/system identity set name=…`: the hostname. */
export function readIdentity(ctx: MikrotikContext, cmd: TMtCommand): void {
  const name = cmd.props.get('name');
  if (!name) {
    ctx.report('ignored', 'System', cmd, 'MT_IDENTITY', 'An identity line without a name.');
    return;
  }
  ctx.model.hostname = name;
  ctx.report(
    'converted',
    'System',
    cmd,
    'MT_IDENTITY',
    'The router identity becomes the FortiOS hostname.',
    name,
  );
}
