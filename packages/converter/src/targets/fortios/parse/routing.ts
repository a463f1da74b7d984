import type { TDhcpReservation, TIp, TPrefix } from '../../../model/ir.js';
import { isIpv4 } from '../../../net/ipv4.js';
import { optional } from './addresses.js';
import type { ParseContext } from './context.js';
import { editsOf, Fields } from './fields.js';
import type { TCliConfig } from './tree.js';
import { readPrefix } from './values.js';

/** `router static`, `system dhcp server`, `system dns` -> TStaticRoute, TDhcpServer, TDns. */

const ip = (text: string | undefined): TIp | undefined =>
  text && isIpv4(text) && text !== '0.0.0.0' ? text : undefined;

/** The prefix of a route's `dstaddr` when it names a host or subnet address of the model. */
function namedDestination(ctx: ParseContext, name: string): TPrefix | undefined {
  const address = ctx.model.addresses.find((a) => a.name === name && !a.generated);
  if (address?.kind === 'host') return { ip: address.ip, prefix: 32 };
  if (address?.kind === 'subnet') return { ip: address.ip, prefix: address.prefix };
  return undefined;
}

export function mapRoutes(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const id = entry.key;
    const named = f.str('dstaddr');
    // No `dst` line: the default route.
    const dst = named
      ? namedDestination(ctx, named)
      : f.has('dst')
        ? readPrefix(f.list('dst'))
        : { ip: '0.0.0.0', prefix: 0 };
    const sdwan =
      f.flag('virtual-wan-link', false) || f.flag('sdwan', false) || f.has('sdwan-zone');
    if (!dst || f.has('internet-service')) {
      const what = named
        ? `address "${named}"`
        : f.has('internet-service')
          ? 'an internet service'
          : `'${f.joined('dst')}'`;
      ctx.line(
        'unsupported',
        'Static Routes',
        entry,
        'FORTIOS_ROUTE_DESTINATION',
        `static route ${id}: destination ${what} is not an IPv4 prefix the model can hold`,
        id,
      );
      continue;
    }
    const gateway = ip(f.str('gateway'));
    const device = f.str('device');
    const distance = f.int('distance');
    const comment = optional(f.str('comment'));
    ctx.model.routes.push({
      id,
      origin: ctx.origin(entry),
      dst,
      ...(gateway ? { gateway } : {}),
      ...(device ? { device } : {}),
      ...(distance !== undefined ? { distance } : {}),
      ...(f.flag('blackhole', false) ? { blackhole: true } : {}),
      ...(comment ? { comment } : {}),
    });
    if (f.str('status') === 'disable') {
      ctx.note(
        'routes',
        id,
        'unsupported',
        'FORTIOS_ROUTE_DISABLED',
        'the route is disabled in the source; the model has no disabled routes',
      );
    }
    if (sdwan)
      ctx.note(
        'routes',
        id,
        'unsupported',
        'FORTIOS_ROUTE_SDWAN',
        'SD-WAN route: its member interfaces are not represented',
      );
    const extra = ['priority', 'weight', 'link-monitor-exempt'].filter((key) => f.has(key));
    if (extra.length)
      ctx.note(
        'routes',
        id,
        'partial',
        'FORTIOS_ROUTE_OPTIONS',
        `not carried: ${extra.join(', ')}`,
      );
  }
}

export function mapDhcpServers(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const id = entry.key;
    const ranges = f.entries('ip-range').flatMap((range): [TIp, TIp][] => {
      const r = new Fields(range);
      const start = ip(r.str('start-ip'));
      return start ? [[start, ip(r.str('end-ip')) ?? start]] : [];
    });
    const dnsServers = [1, 2, 3, 4].flatMap((n) => ip(f.str(`dns-server${n}`)) ?? []);
    const netmask = f.str('netmask');
    const gateway = ip(f.str('default-gateway'));
    const domain = optional(f.str('domain'));
    const leaseSeconds = f.int('lease-time');
    const reservations = readReservations(f);
    ctx.model.dhcpServers.push({
      id,
      origin: ctx.origin(entry),
      interface: f.str('interface') ?? '',
      ranges,
      ...(netmask ? { netmask } : {}),
      ...(gateway ? { gateway } : {}),
      dnsServers,
      ...(domain ? { domain } : {}),
      ...(leaseSeconds !== undefined ? { leaseSeconds } : {}),
      enabled: f.str('status') !== 'disable',
      ...(reservations.read.length ? { reservations: reservations.read } : {}),
    });
    const left: string[] = [];
    if (reservations.left.length) left.push(`reserved addresses ${reservations.left.join(', ')}`);
    if (f.entries('options').length) left.push('DHCP options');
    if (f.str('dns-service') === 'default' || f.str('dns-service') === 'local') {
      left.push(`dns-service ${f.str('dns-service') ?? ''} (the FortiGate's own DNS)`);
    }
    if (left.length)
      ctx.note(
        'dhcpServers',
        id,
        'partial',
        'FORTIOS_DHCP_OPTIONS',
        `not carried: ${left.join(', ')}`,
      );
  }
}

/**
 * `config reserved-address`: fixed leases by MAC. Entries that block a client or match
 * something other than a MAC (`type option82`) are left out and named.
 */
function readReservations(f: Fields): { read: TDhcpReservation[]; left: string[] } {
  const read: TDhcpReservation[] = [];
  const left: string[] = [];
  for (const entry of f.entries('reserved-address')) {
    const r = new Fields(entry);
    const address = ip(r.str('ip'));
    const mac = r.str('mac');
    const action = r.str('action') ?? 'reserved';
    if (!address || !mac || action !== 'reserved' || (r.str('type') ?? 'mac') !== 'mac') {
      left.push(entry.key);
      continue;
    }
    const description = optional(r.str('description'));
    read.push({ mac, ip: address, ...(description ? { description } : {}) });
  }
  return { read, left };
}

/** `system dns` (a singleton): servers and the first search domain. */
export function mapDns(ctx: ParseContext, table: TCliConfig): void {
  const f = new Fields(table);
  const servers = [ip(f.str('primary')), ip(f.str('secondary'))].flatMap((s) => s ?? []);
  // 6.2+ lists domains in `config domain`; older versions have one `set domain`.
  const domainEntry = f.entries('domain')[0];
  const domain =
    optional(f.str('domain')) ?? optional(domainEntry && new Fields(domainEntry).str('domain'));
  ctx.model.dns = { origin: ctx.origin(table), servers, ...(domain ? { domain } : {}) };
}
