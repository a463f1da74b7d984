import type { TDhcpReservation, TDhcpServer, TInterface, TPrefix } from '../../model/ir.js';
import { formatIpv4, parseIpv4, prefixRange, prefixToMask } from '../../net/ipv4.js';
import { dottedMaskPrefix } from '../toolkit/vendor-context.js';
import type { HuaweiContext } from './context.js';
import { firstNetwork, type TInterfaceDhcp } from './interfaces.js';
import type { TVrpLine } from './lines.js';

const DHCP = 'DHCP Servers';

/** What a pool says, from interface (`dhcp server X`) or global (`ip pool` view) lines. */
interface TPool {
  network?: TPrefix;
  gateway?: string;
  dns: string[];
  excluded: [number, number][];
  leaseSeconds?: number;
  domain?: string;
  reservations: TDhcpReservation[];
}

/** Reads one pool setting (the words after `dhcp server` or in an `ip pool` view). */
function poolSetting(pool: TPool, w: readonly string[]): boolean {
  const [w0, w1, w2] = w;
  if (w0 === 'dns-list') pool.dns.push(...w.slice(1));
  else if (w0 === 'gateway-list' && w1) pool.gateway = w1;
  else if (w0 === 'domain-name' && w1) pool.domain = w1;
  else if (w0 === 'excluded-ip-address' && w1) {
    const a = parseIpv4(w1);
    const b = parseIpv4(w2 ?? w1);
    if (a === undefined || b === undefined) return false;
    pool.excluded.push([a, b]);
  } else if (w0 === 'lease' && w1 === 'day') {
    const at = (k: string) => (w.indexOf(k) > 0 ? Number(w[w.indexOf(k) + 1]) : 0);
    pool.leaseSeconds = at('day') * 86400 + at('hour') * 3600 + at('minute') * 60;
  } else if (w0 === 'static-bind' && w1 === 'ip-address' && w2 && w[3] === 'mac-address' && w[4])
    pool.reservations.push({ ip: w2, mac: w[4].replace(/-/g, '').replace(/(..)(?!$)/g, '$1:') });
  else if (w0 === 'network' && w1 && w2 === 'mask' && w[3]) {
    const prefix = /^\d+$/.test(w[3]) ? Number(w[3]) : dottedMaskPrefix(w[3]);
    if (prefix === undefined) return false;
    pool.network = { ip: w1, prefix };
  } else return false;
  return true;
}

/** The hosts of the network without the excluded addresses and the gateway. */
function rangesOf(network: TPrefix, pool: TPool, own?: string): [string, string][] {
  const [low, high] = prefixRange(network.ip, network.prefix);
  const out = [...pool.excluded];
  for (const ip of [own, pool.gateway]) {
    const n = ip === undefined ? undefined : parseIpv4(ip);
    if (n !== undefined) out.push([n, n]);
  }
  out.sort((a, b) => a[0] - b[0]);
  const ranges: [string, string][] = [];
  let from = low + 1;
  for (const [a, b] of out) {
    if (a > from) ranges.push([formatIpv4(from), formatIpv4(Math.min(a - 1, high - 1))]);
    from = Math.max(from, b + 1);
  }
  if (from <= high - 1) ranges.push([formatIpv4(from), formatIpv4(high - 1)]);
  return ranges.filter(([a, b]) => (parseIpv4(a) ?? 0) <= (parseIpv4(b) ?? 0));
}

function server(
  ctx: HuaweiContext,
  at: TVrpLine,
  iface: TInterface,
  pool: TPool,
  network: TPrefix,
  own?: string,
): void {
  const s: TDhcpServer = {
    id: `dhcp:${iface.name}`,
    origin: ctx.origin(at),
    interface: iface.name,
    ranges: rangesOf(network, pool, own),
    netmask: prefixToMask(network.prefix),
    dnsServers: pool.dns,
    enabled: true,
  };
  const gateway = pool.gateway ?? own;
  if (gateway) s.gateway = gateway;
  if (pool.domain) s.domain = pool.domain;
  if (pool.leaseSeconds) s.leaseSeconds = pool.leaseSeconds;
  if (pool.reservations.length) s.reservations = pool.reservations;
  ctx.model.dhcpServers.push(s);
}

const emptyPool = (): TPool => ({ dns: [], excluded: [], reservations: [] });

/** `ip pool X` views (global pools), by name. */
export function readGlobalPools(
  ctx: HuaweiContext,
  views: readonly TVrpLine[],
): Map<string, { view: TVrpLine; pool: TPool }> {
  const pools = new Map<string, { view: TVrpLine; pool: TPool }>();
  for (const view of views) {
    const pool = emptyPool();
    for (const line of view.children)
      if (!poolSetting(pool, line.words))
        ctx.report('unrecognised', DHCP, line, 'HW_DHCP_LINE', `Not read: "${line.text}".`);
    pools.set(view.words[2] ?? '', { view, pool });
  }
  return pools;
}

/**
 * DHCP on interfaces: `dhcp select interface` with `dhcp server ...` lines (the interface's
 * network), or `dhcp select global` (the global pool whose network holds the interface's).
 */
export function readDhcp(
  ctx: HuaweiContext,
  interfaces: readonly TInterfaceDhcp[],
  pools: Map<string, { view: TVrpLine; pool: TPool }>,
): void {
  const used = new Set<string>();
  for (const { iface, lines } of interfaces) {
    const select = lines.find((l) => l.words[1] === 'select');
    const pool = emptyPool();
    for (const line of lines) {
      if (line === select) continue;
      if (line.words[1] !== 'server' || !poolSetting(pool, line.words.slice(2)))
        ctx.report(
          'unrecognised',
          DHCP,
          line,
          'HW_DHCP_LINE',
          `Not read: "${line.text}".`,
          iface.name,
        );
    }
    const network = firstNetwork(iface);
    const own = iface.addressing.mode === 'static' ? iface.addressing.addresses[0]?.ip : undefined;
    if (!select || !network) {
      for (const line of select ? [select] : lines)
        ctx.report(
          'unsupported',
          DHCP,
          line,
          select ? 'HW_DHCP_NO_ADDRESS' : 'HW_DHCP_NOT_SELECTED',
          select
            ? `DHCP on ${iface.name}, which has no static address: not converted.`
            : `A DHCP setting on ${iface.name} without dhcp select: the interface serves no pool.`,
          iface.name,
        );
      continue;
    }
    if (select.words[2] === 'interface') {
      server(ctx, select, iface, pool, network, own);
      continue;
    }
    const global = [...pools].find(
      ([, p]) =>
        p.pool.network &&
        p.pool.network.prefix === network.prefix &&
        prefixRange(p.pool.network.ip, p.pool.network.prefix)[0] ===
          prefixRange(network.ip, network.prefix)[0],
    );
    if (select.words[2] === 'global' && global) {
      used.add(global[0]);
      server(ctx, select, iface, global[1].pool, network, own);
      ctx.report(
        'converted',
        DHCP,
        global[1].view,
        'HW_DHCP_GLOBAL_POOL',
        `Global pool ${global[0]}: served on ${iface.name}.`,
        global[0],
      );
    } else
      ctx.report(
        'unsupported',
        DHCP,
        select,
        'HW_DHCP_SELECT',
        `"${select.text}" without a matching pool (or a relay): not converted.`,
        iface.name,
      );
  }
  for (const [name, { view }] of pools)
    if (!used.has(name))
      ctx.report(
        'ignored',
        DHCP,
        view,
        'HW_DHCP_POOL_UNUSED',
        `Global pool ${name} is served on no interface (dhcp select global): not converted.`,
        name,
      );
}
