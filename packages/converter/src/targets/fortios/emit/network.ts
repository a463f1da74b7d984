import type { TStaticRoute } from '../../../model/ir.js';
import { parseIpv4, prefixRange, prefixToMask } from '../../../net/ipv4.js';
import { q } from '../writer.js';
import type { EmitContext } from './context.js';

/** `config system global` hostname (35 characters at most). */
export function emitGlobal(ctx: EmitContext): void {
  if (!ctx.model.hostname) return;
  ctx.out.config('system global', () =>
    ctx.out.set('hostname', q(ctx.model.hostname?.slice(0, 35) ?? '')),
  );
}

/** `config system dns`. */
export function emitDns(ctx: EmitContext): void {
  const dns = ctx.model.dns;
  if (!dns) return;
  ctx.out.config('system dns', () => {
    const [primary, secondary, ...rest] = dns.servers;
    if (primary) ctx.out.set('primary', primary);
    if (secondary) ctx.out.set('secondary', secondary);
    if (dns.domain) ctx.out.set('domain', q(dns.domain));
    if (rest.length) {
      ctx.note('dns', 'dns', {
        status: 'partial',
        code: 'DNS_EXTRA_SERVERS',
        message: `FortiOS takes two DNS servers; left out: ${rest.join(', ')}.`,
      });
    }
  });
  ctx.target('dns', 'dns', 'system dns');
}

/** `config system dhcp server`, one per interface. */
export function emitDhcp(ctx: EmitContext): void {
  const servers = ctx.model.dhcpServers.filter((server) => {
    const ok = ctx.intf(server.interface) !== undefined && server.ranges.length > 0;
    if (!ok)
      ctx.note('dhcpServers', server.id, {
        status: 'unsupported',
        code: 'DHCP_NO_INTERFACE',
        message: 'The DHCP server has no converted interface or no address range.',
      });
    return ok;
  });
  if (servers.length === 0) return;
  ctx.out.config('system dhcp server', () => {
    servers.forEach((server, index) => {
      ctx.out.edit(index + 1, () => {
        if (server.gateway) ctx.out.set('default-gateway', server.gateway);
        if (server.netmask) ctx.out.set('netmask', server.netmask);
        ctx.out.set('interface', q(ctx.intf(server.interface) ?? ''));
        server.dnsServers.slice(0, 4).forEach((dns, i) => ctx.out.set(`dns-server${i + 1}`, dns));
        if (server.domain) ctx.out.set('domain', q(server.domain));
        if (server.leaseSeconds) ctx.out.set('lease-time', server.leaseSeconds);
        if (!server.enabled) ctx.out.set('status', 'disable');
        ctx.out.config('ip-range', () => {
          server.ranges.forEach(([start, end], i) =>
            ctx.out.edit(i + 1, () => {
              ctx.out.set('start-ip', start);
              ctx.out.set('end-ip', end);
            }),
          );
        });
        const reservations = server.reservations ?? [];
        if (reservations.length === 0) return;
        ctx.out.config('reserved-address', () => {
          reservations.forEach((reservation, i) =>
            ctx.out.edit(i + 1, () => {
              ctx.out.set('ip', reservation.ip);
              ctx.out.set('mac', reservation.mac);
              if (reservation.description)
                ctx.out.set('description', q(reservation.description.slice(0, 255)));
            }),
          );
        });
      });
      ctx.target('dhcpServers', server.id, `system dhcp server ${index + 1}`);
    });
  });
}

/** `config router static`; the routes also feed dstintf lookups. */
/**
 * The interface a route leaves by: its own, or, for a route given only a gateway (Gaia
 * `nexthop gateway address`), the interface whose connected network holds the gateway, as the
 * source resolved it. FortiOS needs the device.
 */
function routeDevice(ctx: EmitContext, route: TStaticRoute): string | undefined {
  if (route.device) return route.device;
  const gateway = route.gateway ? parseIpv4(route.gateway) : undefined;
  if (gateway === undefined) return undefined;
  const connected = ctx.model.interfaces.find(
    (iface) =>
      iface.addressing.mode === 'static' &&
      iface.addressing.addresses.some((a) => {
        if (a.ip.includes(':')) return false;
        const [low, high] = prefixRange(a.ip, a.prefix);
        return gateway >= low && gateway <= high;
      }),
  );
  return connected?.name;
}

export function collectStaticRoutes(ctx: EmitContext): void {
  for (const route of ctx.model.routes) {
    const source = routeDevice(ctx, route);
    const device = source ? ctx.intf(source) : undefined;
    if (device && !route.dst.ip.includes(':'))
      ctx.routes.push({ ip: route.dst.ip, prefix: route.dst.prefix, interface: device });
  }
}

export function emitRoutes(
  ctx: EmitContext,
  extra: { ip: string; prefix: number; device: string; comment: string }[],
): void {
  if (ctx.model.routes.length === 0 && extra.length === 0) return;
  let id = 0;
  ctx.out.config('router static', () => {
    for (const route of ctx.model.routes) {
      const source = routeDevice(ctx, route);
      const device = source ? ctx.intf(source) : undefined;
      if (route.device && !device) {
        ctx.note('routes', route.id, {
          status: 'unsupported',
          code: 'ROUTE_DEVICE_MISSING',
          message: `Its interface ${route.device} did not convert.`,
        });
        continue;
      }
      id += 1;
      ctx.out.edit(id, () => {
        if (route.dst.prefix > 0) ctx.out.set('dst', route.dst.ip, prefixToMask(route.dst.prefix));
        if (route.gateway) ctx.out.set('gateway', route.gateway);
        if (device) ctx.out.set('device', q(device));
        if (route.distance !== undefined) ctx.out.set('distance', route.distance);
        if (route.blackhole) ctx.out.set('blackhole', 'enable');
        if (route.comment) ctx.out.set('comment', q(route.comment.slice(0, 255)));
      });
      ctx.target('routes', route.id, `router static ${id}`);
      if (route.track) {
        ctx.note('routes', route.id, {
          status: 'partial',
          code: 'ROUTE_TRACK',
          message: `Tracked by ${route.track} on the source: configure a system link-monitor to withdraw it.`,
        });
      }
    }
    for (const route of extra) {
      id += 1;
      ctx.out.edit(id, () => {
        ctx.out.set('dst', route.ip, prefixToMask(route.prefix));
        ctx.out.set('device', q(route.device));
        ctx.out.set('comment', q(route.comment));
      });
    }
  });
}
