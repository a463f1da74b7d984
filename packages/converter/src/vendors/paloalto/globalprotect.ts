import type { PanContext } from './context.js';
import { gpIssue, readClientConfigs, tunnelDns } from './gp-client-config.js';
import type { TPolicyDomain } from './parse.js';
import { readAuthProfiles, sslGroups } from './users.js';
import { at, child, entries, nameOf, textAt, type TXmlNode } from '../toolkit/xml-tree.js';

/** What the policies of GlobalProtect users need: the user groups SSL VPN logins get. */
export interface TGlobalProtect {
  groups: string[];
}

/** FortiOS web portal names are shorter than PAN-OS names (vpn ssl web portal: 35). */
const PORTAL_NAME_LIMIT = 35;

/**
 * GlobalProtect gateways in tunnel mode (`global-protect/global-protect-gateway`, with their
 * tunnel side in `network/tunnel/global-protect-gateway/entry[@name='<gateway>-N']`) and
 * portals become FortiOS SSL VPN in tunnel mode: listen interfaces, tunnel pools, split-tunnel
 * routes, DNS servers and the user group allowed to log in. Their `tunnel.N` is remembered:
 * zones and policies name `ssl.root` instead. Agent settings, HIP, certificates and
 * clientless apps are reported with what to set up on FortiOS.
 */
export function readGlobalProtect(
  ctx: PanContext,
  domain: TPolicyDomain,
): TGlobalProtect | undefined {
  const holders = [...new Set([...domain.objects, ...domain.zoneScopes])];
  const all = (kind: string) => holders.flatMap((h) => entries(at(h, 'global-protect', kind)));
  const tunnels = entries(at(domain.network, 'tunnel', 'global-protect-gateway'));
  const profiles = readAuthProfiles(holders);
  const interfaces: string[] = [];
  const groups: string[] = [];
  let first: TXmlNode | undefined;
  const merged = { pools: [] as string[], split: [] as string[] | undefined, dns: [] as string[] };
  for (const gateway of all('global-protect-gateway')) {
    const name = nameOf(gateway);
    const tunnel =
      tunnels.find((t) => nameOf(t) === `${name}-N`) ??
      tunnels.find((t) => textAt(t, 'tunnel-interface') === textAt(gateway, 'remote-user-tunnel'));
    if (textAt(gateway, 'tunnel-mode') !== 'yes') {
      ctx.report(
        'unsupported',
        'SSLVPN',
        gateway,
        'PANOS_GP_NON_TUNNEL',
        'A gateway without tunnel mode (internal gateway for User-ID and HIP only): FortiOS identifies such users with FSSO or FortiClient EMS; not converted.',
        name,
      );
      continue;
    }
    const tunnelIf = textAt(gateway, 'remote-user-tunnel') ?? textAt(tunnel, 'tunnel-interface');
    if (tunnelIf) ctx.gpTunnels.set(tunnelIf, name);
    const local = child(gateway, 'local-address') ?? child(tunnel, 'local-address');
    const iface = textAt(local, 'interface');
    if (iface) interfaces.push(iface);
    const ip = textAt(local, 'ip', 'ipv4') ?? textAt(local, 'ip');
    if (iface && ip)
      ctx.note(
        'sslVpn',
        'ssl',
        'converted',
        'PANOS_GP_LISTEN',
        `Gateway ${name} listened on ${ip} of ${iface}: FortiOS SSL VPN listens on every address of the interface.`,
      );
    const settings = readClientConfigs(ctx, gateway);
    if (settings.split === undefined || merged.split === undefined) merged.split = undefined;
    else merged.split.push(...settings.split);
    merged.pools.push(...settings.pools);
    merged.dns.push(...(settings.dns.length ? settings.dns : tunnelDns(tunnel)));
    const auth = entries(child(gateway, 'client-auth'))
      .map((e) => textAt(e, 'authentication-profile'))
      .find((p): p is string => !!p);
    groups.push(...sslGroups(ctx, auth ? profiles.get(auth) : undefined, `${name}-users`, gateway));
    if (settings.sourceUsers.length)
      ctx.note(
        'sslVpn',
        'ssl',
        'partial',
        'PANOS_GP_SOURCE_USERS',
        `Client configs applied to ${settings.sourceUsers.join(', ')} only: every user of the SSL VPN group gets the merged settings.`,
      );
    gatewayParts(ctx, gateway, tunnel);
    if (first)
      ctx.report(
        'converted',
        'SSLVPN',
        gateway,
        'PANOS_GP_GATEWAY',
        'Merged into the SSL VPN settings.',
        name,
      );
    first ??= gateway;
  }
  if (!first) return undefined;
  const portals = all('global-protect-portal');
  for (const portal of portals) interfaces.push(...portalParts(ctx, portal));
  const portalName = nameOf(portals[0] ?? first).slice(0, PORTAL_NAME_LIMIT);
  if (portalName !== nameOf(portals[0] ?? first))
    ctx.note(
      'sslVpn',
      'ssl',
      'partial',
      'NAME_TRUNCATED',
      `The web portal is named "${portalName}": FortiOS allows ${PORTAL_NAME_LIMIT} characters.`,
    );
  ctx.model.sslVpn = {
    origin: ctx.origin(first),
    sourceInterfaces: [...new Set(interfaces)],
    tunnelPools: [...new Set(merged.pools)],
    splitTunnel: merged.split?.length ? [...new Set(merged.split)] : 'any',
    ...(merged.dns.length ? { dnsServers: [...new Set(merged.dns)].slice(0, 2) } : {}),
    authRules: [{ groups: [...new Set(groups)], portal: portalName }],
  };
  ctx.note(
    'sslVpn',
    'ssl',
    'converted',
    'PANOS_GP_CLIENT',
    'GlobalProtect users connect with FortiClient (its free VPN-only edition will do) to the same address; GlobalProtect used port 443: set `port 443` in vpn ssl settings (moving the admin HTTPS port with `admin-sport`) to keep it.',
  );
  return { groups: [...new Set(groups)] };
}

/** Settings of a gateway entry and its tunnel side: read (taken) or reported precisely. */
function gatewayParts(ctx: PanContext, gateway: TXmlNode, tunnel: TXmlNode | undefined): void {
  for (const name of [
    'tunnel-mode',
    'remote-user-tunnel',
    'local-address',
    'remote-user-tunnel-configs',
    'client-auth',
  ])
    for (const node of gateway.children.filter((c) => c.name === name)) ctx.handled.add(node);
  gpIssue(
    ctx,
    child(gateway, 'certificate-profile'),
    'unsupported',
    'PANOS_GP_CLIENT_CERT',
    `Client certificate check (certificate profile ${textAt(gateway, 'certificate-profile')}) is not converted: import the CA, create a PKI peer user (\`config user peer\`) and set \`reqclientcert enable\` in vpn ssl settings.`,
  );
  gpIssue(
    ctx,
    child(gateway, 'ssl-tls-service-profile'),
    'partial',
    'PANOS_GP_CERTIFICATE',
    `TLS service profile ${textAt(gateway, 'ssl-tls-service-profile')} (server certificate, TLS versions): import its certificate and set \`servercert\` and \`ssl-min-proto-ver\` in vpn ssl settings.`,
  );
  gpIssue(
    ctx,
    child(gateway, 'roles'),
    'partial',
    'PANOS_GP_TIMEOUTS',
    'Login lifetime and inactivity logout are not converted: set `auth-timeout` and `idle-timeout` in vpn ssl settings.',
  );
  gpIssue(
    ctx,
    child(gateway, 'hip-notification'),
    'unsupported',
    'PANOS_HIP',
    'HIP notifications are not converted: FortiOS checks hosts with FortiClient EMS (ZTNA tags) or `host-check` in the SSL VPN portal.',
  );
  for (const log of ['log-setting', 'log-success', 'log-fail'])
    gpIssue(
      ctx,
      child(gateway, log),
      'ignored',
      'PANOS_GP_LOG',
      'GlobalProtect log forwarding is not converted.',
    );
  if (!tunnel) return;
  ctx.report(
    'converted',
    'SSLVPN',
    tunnel,
    'PANOS_GP_TUNNEL',
    `Tunnel side of gateway ${nameOf(gateway)}: its interface, address and DNS servers go into the SSL VPN settings.`,
    nameOf(tunnel),
  );
  const thirdParty = at(tunnel, 'ipsec', 'third-party-client');
  if (textAt(thirdParty, 'enable') === 'yes')
    gpIssue(
      ctx,
      thirdParty,
      'unsupported',
      'PANOS_GP_XAUTH',
      'X-Auth for third-party IPsec clients is not converted: use a FortiOS IPsec dial-up phase1 (`type dynamic`, `xauthtype auto`) for them.',
    );
  const suffix = textAt(tunnel, 'client', 'dns-suffix');
  if (suffix)
    gpIssue(
      ctx,
      at(tunnel, 'client', 'dns-suffix'),
      'partial',
      'PANOS_GP_DNS_SUFFIX',
      `DNS suffix ${suffix} is not carried over: set \`dns-suffix\` in the SSL VPN portal.`,
    );
}

/** A portal: its listen interface is read; agent, clientless and satellite settings reported. */
function portalParts(ctx: PanContext, portal: TXmlNode): string[] {
  const config = child(portal, 'portal-config');
  if (config)
    ctx.report(
      'converted',
      'SSLVPN',
      config,
      'PANOS_GP_PORTAL',
      'Login and listen settings of the portal: the FortiOS SSL VPN portal and settings take them.',
      nameOf(portal),
    );
  gpIssue(
    ctx,
    child(config, 'ssl-tls-service-profile'),
    'partial',
    'PANOS_GP_CERTIFICATE',
    `TLS service profile ${textAt(config, 'ssl-tls-service-profile')}: import its certificate and set \`servercert\` in vpn ssl settings.`,
  );
  gpIssue(
    ctx,
    child(config, 'certificate-profile'),
    'unsupported',
    'PANOS_GP_CLIENT_CERT',
    'Client certificate check is not converted: import the CA, create a PKI peer user (`config user peer`) and set `reqclientcert enable` in vpn ssl settings.',
  );
  gpIssue(
    ctx,
    child(portal, 'client-config'),
    'unsupported',
    'PANOS_GP_AGENT_CONFIG',
    'Agent configurations (gateway list, connect method, HIP collection, app settings) are not converted: set up FortiClient with the FortiGate address, or push a profile from FortiClient EMS.',
  );
  gpIssue(
    ctx,
    child(portal, 'clientless-vpn'),
    'unsupported',
    'PANOS_GP_CLIENTLESS',
    'Clientless VPN applications are not converted: enable `web-mode` in the SSL VPN portal and add bookmarks for them.',
  );
  gpIssue(
    ctx,
    child(portal, 'satellite-config'),
    'unsupported',
    'PANOS_GP_SATELLITE',
    'LSVPN satellites are not converted: use FortiOS IPsec site-to-site tunnels (or ADVPN) for them.',
  );
  const iface = textAt(config, 'local-address', 'interface');
  return iface ? [iface] : [];
}
