import { isIpv4 } from '../../net/ipv4.js';
import type { VyosContext } from './context.js';
import { leaf, leaves, sub, tags, use } from './tree.js';
import type { TNode } from './tree.js';

/**
 * `system`: the host name, the DNS servers (`system name-server`, IPv4 only; the router's own
 * loopback left out) and the login users, reported: a hashed password cannot be carried.
 */
export function readSystem(ctx: VyosContext, root: TNode): void {
  const system = sub(root, 'system');
  const host = sub(system, 'host-name');
  if (host) {
    use(host);
    ctx.model.hostname = leaf(system, 'host-name');
    ctx.report('converted', 'System', host, 'VYOS_HOSTNAME', 'The host name.');
  }
  const servers = sub(system, 'name-server');
  if (servers) {
    use(servers, sub(system, 'domain-name'));
    const all = leaves(system, 'name-server');
    const v4 = all.filter((s) => isIpv4(s) && !s.startsWith('127.'));
    const domain = leaf(system, 'domain-name');
    if (v4.length)
      ctx.model.dns = { origin: ctx.origin(servers), servers: v4, ...(domain ? { domain } : {}) };
    const left = all.filter((s) => !v4.includes(s));
    if (left.length)
      ctx.report(
        'ignored',
        'DNS',
        servers,
        'VYOS_DNS_LEFT_OUT',
        `DNS servers left out: ${left.join(', ')} (IPv6, or the router's own resolver, which FortiOS does not run the same way).`,
      );
  }
  for (const user of tags(system, 'login', 'user')) {
    use(user);
    const level = leaf(user, 'level');
    ctx.report(
      'unsupported',
      'Local Users & Groups',
      user,
      'VYOS_LOGIN_USER',
      `Router login ${user.word}${level ? ` (level ${level})` : ''} is not converted: its hashed password and SSH keys cannot be carried; create the FortiOS administrator by hand.`,
      user.word,
    );
  }
}
