import type { TDhcpServer, TIp } from '../../model/ir.js';
import { formatIpv4, isIpv4, parseIpv4, prefixRange, prefixToMask } from '../../net/ipv4.js';
import { normalizeMac } from '../../net/mac.js';
import { parseIpv4Range, parsePrefix } from '../toolkit/vendor-context.js';
import type { MikrotikContext } from './context.js';
import type { TMtCommand } from './lines.js';

const DHCP = 'DHCP Servers';

/** The commands of the DHCP menus, gathered by the parse. */
export interface TDhcpCommands {
  pools: TMtCommand[];
  servers: TMtCommand[];
  networks: TMtCommand[];
  leases: TMtCommand[];
}

/** `1d`, `10m`, `1h30m`, `3d00:00:00`, `00:10:00` as seconds. */
export function durationSeconds(text: string): number | undefined {
  const m =
    /^(?:(\d+)w)?(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?(?:(\d{1,2}):(\d{2}):(\d{2}))?$/.exec(
      text,
    );
  if (!m || text === '') return undefined;
  const n = (i: number) => Number(m[i] ?? 0);
  return (
    n(1) * 604800 + n(2) * 86400 + n(3) * 3600 + n(4) * 60 + n(5) + n(6) * 3600 + n(7) * 60 + n(8)
  );
}

/** A pool's `ranges=a-b,c/len,d` as address ranges; undefined if a part is unreadable. */
function poolRanges(text: string): [TIp, TIp][] | undefined {
  const ranges: [TIp, TIp][] = [];
  for (const part of text.split(',')) {
    const range = parseIpv4Range(part);
    const net = range ? undefined : parsePrefix(part);
    if (range) ranges.push([range.start, range.end]);
    else if (net && isIpv4(net.ip)) {
      const [low, high] = prefixRange(net.ip, net.prefix);
      ranges.push([formatIpv4(low), formatIpv4(high)]);
    } else return undefined;
  }
  return ranges;
}

/**
 * `/ip dhcp-server` (MikroTik manual, "DHCP"): a server on an interface hands out its
 * `address-pool` (`/ip pool`); the `/ip dhcp-server network` whose prefix holds the
 * interface's address gives gateway, DNS and domain; `/ip dhcp-server lease` entries with a
 * MAC are reservations. RouterOS 6 adds servers disabled unless `disabled=no` is exported.
 */
export function readDhcp(ctx: MikrotikContext, c: TDhcpCommands, v6: boolean): void {
  const pools = new Map<string, { cmd: TMtCommand; ranges: [TIp, TIp][]; used: boolean }>();
  for (const cmd of c.pools) {
    const name = cmd.props.get('name');
    const ranges = poolRanges(cmd.props.get('ranges') ?? '');
    if (name && ranges) pools.set(name, { cmd, ranges, used: false });
    else
      ctx.report(
        'unsupported',
        'IP Pools',
        cmd,
        'MT_POOL_UNREADABLE',
        'An address pool without name or readable ranges.',
      );
  }
  const networks = c.networks.map((cmd) => ({
    cmd,
    net: parsePrefix(cmd.props.get('address') ?? ''),
    used: false,
  }));
  const byName = new Map<string, TDhcpServer>();
  for (const [index, cmd] of c.servers.entries()) {
    const name = cmd.props.get('name') ?? `dhcp${index + 1}`;
    const iface = cmd.props.get('interface');
    if (!iface) {
      ctx.report(
        'unsupported',
        DHCP,
        cmd,
        'MT_DHCP_UNREADABLE',
        'A DHCP server without an interface.',
        name,
      );
      continue;
    }
    const disabled = cmd.props.get('disabled') ?? (v6 ? 'yes' : 'no');
    const server: TDhcpServer = {
      id: name,
      origin: ctx.origin(cmd),
      interface: ctx.interfaceNamed(iface, cmd).name,
      ranges: [],
      dnsServers: [],
      enabled: disabled !== 'yes',
    };
    const lease = durationSeconds(cmd.props.get('lease-time') ?? '');
    if (lease) server.leaseSeconds = lease;
    const pool = pools.get(cmd.props.get('address-pool') ?? '');
    if (pool) {
      pool.used = true;
      server.ranges = pool.ranges;
      ctx.report(
        'converted',
        DHCP,
        pool.cmd,
        'MT_DHCP_POOL',
        `Address pool of DHCP server ${name}.`,
        name,
      );
    } else if (cmd.props.get('address-pool') !== 'static-only')
      ctx.note(
        'dhcpServers',
        name,
        'partial',
        'MT_DHCP_NO_POOL',
        `Pool ${cmd.props.get('address-pool') ?? '(none)'} is not in the export: the server hands out no range.`,
        'cosmetic',
      );
    const own = ctx.interfaceOf(server.interface);
    const ips = own?.addressing.mode === 'static' ? own.addressing.addresses.map((a) => a.ip) : [];
    const network =
      networks.find(
        (n) => !n.used && n.net && ips.some((ip) => inPrefix(ip, n.net ?? { ip: '', prefix: 0 })),
      ) ??
      networks.find(
        (n) =>
          !n.used &&
          n.net &&
          server.ranges.some(([start]) => inPrefix(start, n.net ?? { ip: '', prefix: 0 })),
      );
    if (network?.net) {
      network.used = true;
      const p = network.cmd.props;
      server.netmask = prefixToMask(network.net.prefix);
      if (isIpv4(p.get('gateway') ?? '')) server.gateway = p.get('gateway');
      server.dnsServers = (p.get('dns-server') ?? '').split(',').filter(isIpv4);
      if (p.get('domain')) server.domain = p.get('domain');
      ctx.report(
        'converted',
        DHCP,
        network.cmd,
        'MT_DHCP_NETWORK',
        `Gateway, DNS and domain of DHCP server ${name}.`,
        name,
      );
    }
    byName.set(name, server);
    ctx.model.dhcpServers.push(server);
  }
  for (const cmd of c.leases) {
    const server =
      byName.get(cmd.props.get('server') ?? '') ??
      (byName.size === 1 ? [...byName.values()][0] : undefined);
    const mac = normalizeMac(cmd.props.get('mac-address') ?? '');
    const ip = cmd.props.get('address') ?? '';
    if (!server || !mac || parseIpv4(ip) === undefined || cmd.props.get('disabled') === 'yes') {
      ctx.report(
        'unsupported',
        DHCP,
        cmd,
        'MT_DHCP_LEASE',
        'A static lease that is disabled, or without server, MAC or IPv4 address: not converted.',
      );
      continue;
    }
    (server.reservations ??= []).push({
      mac,
      ip,
      ...(cmd.props.get('comment') ? { description: cmd.props.get('comment') } : {}),
    });
    ctx.report(
      'converted',
      DHCP,
      cmd,
      'MT_DHCP_LEASE',
      `Reservation of ${ip} for ${mac} on DHCP server ${server.id}.`,
      server.id,
    );
  }
  for (const n of networks)
    if (!n.used)
      ctx.report(
        'unsupported',
        DHCP,
        n.cmd,
        'MT_DHCP_NETWORK_UNUSED',
        'A DHCP network no server of the export serves: not converted.',
      );
  for (const [name, pool] of pools)
    if (!pool.used)
      ctx.report(
        'ignored',
        'IP Pools',
        pool.cmd,
        'MT_POOL_UNUSED',
        `Pool ${name} is no DHCP server's pool (PPP or IPsec mode-config pools are not converted).`,
        name,
      );
}

function inPrefix(ip: string, net: { ip: string; prefix: number }): boolean {
  const value = parseIpv4(ip);
  if (value === undefined || !isIpv4(net.ip)) return false;
  const [low, high] = prefixRange(net.ip, net.prefix);
  return value >= low && value <= high;
}
