import { formatIpv4, isIpv4, prefixRange } from '../../net/ipv4.js';
import type { PanContext } from './context.js';
import { parseNetmask, parseRange } from './literals.js';
import { resolveAddresses } from './refs.js';
import { at, child, entries, members, nameOf, textAt, type TXmlNode } from '../toolkit/xml-tree.js';

/** What the tunnel settings of a gateway hand out, merged over its client configs. */
export interface TGpTunnel {
  pools: string[];
  /** Networks sent through the tunnel; undefined = everything (no split tunnel). */
  split?: string[];
  dns: string[];
  /** Non-`any` source-user values of the client configs. */
  sourceUsers: string[];
}

const isAny = (values: string[]) => values.length === 0 || values.includes('any');

/** Marks a setting that does not convert, saying what to do on FortiOS. */
export function gpIssue(
  ctx: PanContext,
  node: TXmlNode | undefined,
  status: 'partial' | 'unsupported' | 'ignored',
  code: string,
  message: string,
): void {
  if (node) ctx.report(status, 'SSLVPN', node, code, message, nameOf(node) || undefined);
}

/**
 * `remote-user-tunnel-configs/entry` (PAN-OS "Client Settings"): IP pools, split-tunnel
 * access routes and DNS servers. FortiOS has one SSL VPN tunnel setting per portal, so several
 * configs (one per user set or OS) are merged and reported.
 */
export function readClientConfigs(ctx: PanContext, gateway: TXmlNode): TGpTunnel {
  const tunnel: TGpTunnel = { pools: [], split: [], dns: [], sourceUsers: [] };
  const configs = entries(child(gateway, 'remote-user-tunnel-configs'));
  for (const config of configs) {
    ctx.report(
      'converted',
      'SSLVPN',
      config,
      'PANOS_GP_CLIENT_CONFIG',
      'Its IP pool, split-tunnel routes and DNS servers go into the SSL VPN portal.',
      nameOf(config),
    );
    for (const value of members(child(config, 'ip-pool'))) {
      const pool = poolAddress(ctx, value, config);
      if (pool) tunnel.pools.push(pool);
      else
        gpIssue(
          ctx,
          child(config, 'ip-pool'),
          'partial',
          'PANOS_GP_POOL',
          `IP pool ${value} is no IPv4 range or subnet: add it to the portal's tunnel pools by hand.`,
        );
    }
    readSplit(ctx, config, tunnel);
    tunnel.dns.push(...members(child(config, 'dns-server')).filter(isIpv4));
    const users = members(child(config, 'source-user'));
    if (!isAny(users)) tunnel.sourceUsers.push(...users);
    const os = members(child(config, 'os'));
    if (!isAny(os))
      gpIssue(
        ctx,
        child(config, 'os'),
        'partial',
        'PANOS_GP_OS',
        `The config applied to ${os.join(', ')} only: FortiOS SSL VPN does not tell operating systems apart (host checks aside).`,
      );
    const source = child(config, 'source-address');
    if (
      source &&
      (members(child(source, 'ip-address')).length || members(child(source, 'region')).length)
    )
      gpIssue(
        ctx,
        source,
        'partial',
        'PANOS_GP_SOURCE_ADDRESS',
        'The config applied to some client source addresses only: restrict `source-address` in vpn ssl settings if that matters.',
      );
    if (
      members(child(config, 'authentication-server-ip-pool')).length ||
      textAt(config, 'retrieve-framed-ip-address') === 'yes'
    )
      gpIssue(
        ctx,
        config,
        'partial',
        'PANOS_GP_FRAMED_IP',
        'Addresses assigned by the authentication server (Framed-IP) are not converted: FortiOS SSL VPN clients get addresses from the tunnel pools.',
      );
    if (textAt(config, 'no-direct-access-to-local-network') === 'yes')
      gpIssue(
        ctx,
        child(config, 'no-direct-access-to-local-network'),
        'partial',
        'PANOS_GP_LOCAL_ACCESS',
        "Blocking access to the local network is not converted: check the SSL VPN portal's routing options on the target firmware (`exclusive-routing` where it exists).",
      );
    gpIssue(
      ctx,
      child(config, 'hip-notification'),
      'unsupported',
      'PANOS_HIP',
      'HIP notifications are not converted: FortiOS checks hosts with FortiClient EMS (ZTNA tags) or `host-check` in the SSL VPN portal.',
    );
  }
  if (configs.length > 1) {
    ctx.note(
      'sslVpn',
      'ssl',
      'partial',
      'PANOS_GP_CONFIGS_MERGED',
      `Client configs ${configs.map(nameOf).join(', ')} are merged into one portal (their pools, routes and DNS servers together): FortiOS needs one portal and authentication rule per user group to keep them apart.`,
    );
  }
  tunnel.pools = [...new Set(tunnel.pools)];
  tunnel.dns = [...new Set(tunnel.dns)];
  if (tunnel.split) tunnel.split = [...new Set(tunnel.split)];
  return tunnel;
}

/**
 * Access routes (split tunnel includes). No include, or an include of 0.0.0.0/0, sends every
 * route through the tunnel (PAN-OS GlobalProtect help, Client Settings: "If you do not enable
 * split tunneling, every request is routed through the tunnel").
 */
function readSplit(ctx: PanContext, config: TXmlNode, tunnel: TGpTunnel): void {
  const split = child(config, 'split-tunneling');
  const routes = members(child(split, 'access-route'));
  const full = routes.length === 0 || routes.some((r) => parseNetmask(r)?.prefix === 0);
  if (full) tunnel.split = undefined;
  else if (tunnel.split) {
    const resolved = resolveAddresses(ctx, routes, config);
    if (resolved.refs !== 'any') tunnel.split.push(...resolved.refs);
    if (resolved.missing.length)
      gpIssue(
        ctx,
        child(split, 'access-route'),
        'partial',
        'PANOS_GP_ACCESS_ROUTE',
        `Access routes left out (not defined here or not addresses): ${resolved.missing.join(', ')}.`,
      );
  }
  const excluded = members(child(split, 'exclude-access-route'));
  if (excluded.length)
    gpIssue(
      ctx,
      child(split, 'exclude-access-route'),
      'partial',
      'PANOS_GP_EXCLUDE_ROUTE',
      `Excluded routes ${excluded.join(', ')} are not converted: FortiOS needs \`split-tunneling-routing-negate\` in a portal of their own.`,
    );
  for (const kind of [
    'include-domains',
    'exclude-domains',
    'include-applications',
    'exclude-applications',
  ]) {
    const node = child(split, kind);
    const values = [...members(node), ...members(child(node, 'list'))];
    if (values.length)
      gpIssue(
        ctx,
        node,
        'partial',
        'PANOS_GP_SPLIT_BY_NAME',
        `Split tunnel by ${kind.replace('-', ' ')} (${values.join(', ')}) is not converted: FortiOS splits by destination address only here.`,
      );
  }
}

/** A pool as an address range: a range, a subnet (all its addresses) or an address object. */
function poolAddress(ctx: PanContext, value: string, node: TXmlNode): string | undefined {
  const object = ctx.model.addresses.find((a) => a.name === value);
  if (object?.kind === 'range') return object.name;
  const prefix =
    object?.kind === 'subnet' ? { ip: object.ip, prefix: object.prefix } : parseNetmask(value);
  if (prefix && isIpv4(prefix.ip) && prefix.prefix < 32) {
    const [start, end] = prefixRange(prefix.ip, prefix.prefix);
    return ctx.literalAddress(`${formatIpv4(start)}-${formatIpv4(end)}`, ctx.origin(node));
  }
  return parseRange(value) ? ctx.literalAddress(value, ctx.origin(node)) : undefined;
}

/** DNS servers of the tunnel side (`network/tunnel/global-protect-gateway/entry/client`). */
export function tunnelDns(entry: TXmlNode | undefined): string[] {
  const dns = at(entry, 'client', 'dns-server');
  return [textAt(dns, 'primary'), textAt(dns, 'secondary')].filter(
    (ip): ip is string => !!ip && isIpv4(ip),
  );
}
