import type { TStaticRoute } from '../../model/ir.js';
import { isIpv4 } from '../../net/ipv4.js';
import { parsePrefix } from '../toolkit/vendor-context.js';
import type { MikrotikContext } from './context.js';
import type { TMtCommand } from './lines.js';

const ROUTES = 'Static Routes';

/**
 * `/ip route add` (MikroTik manual, "IP Routing"): `dst-address` (default 0.0.0.0/0), `gateway`
 * an IP, an interface or `ip%interface` (a comma list is ECMP: one route each), `distance`,
 * `blackhole` (v7 flag) or `type=blackhole` (v6). Routes of another table (`routing-mark` v6,
 * `routing-table` v7) are policy routing and reported.
 */
export function readRoutes(ctx: MikrotikContext, commands: readonly TMtCommand[]): void {
  for (const cmd of commands) {
    const p = cmd.props;
    const table = p.get('routing-mark') ?? p.get('routing-table');
    if (cmd.verb !== 'add') {
      ctx.report(
        'unsupported',
        ROUTES,
        cmd,
        'MT_ROUTE_UNREADABLE',
        `A route "${cmd.verb}" command is not converted.`,
      );
      continue;
    }
    if (p.get('disabled') === 'yes') {
      ctx.report('ignored', ROUTES, cmd, 'MT_ROUTE_DISABLED', 'A disabled route.');
      continue;
    }
    if (table && table !== 'main') {
      ctx.report(
        'unsupported',
        ROUTES,
        cmd,
        'MT_ROUTE_TABLE',
        `A route of routing table ${table} (policy routing with mangle marks or /routing rule): make a FortiOS policy route (config router policy) or SD-WAN rule by hand.`,
      );
      continue;
    }
    const dst = parsePrefix(p.get('dst-address') ?? '0.0.0.0/0');
    const blackhole =
      cmd.flags.includes('blackhole') ||
      p.get('type') === 'blackhole' ||
      p.get('blackhole') === 'yes';
    const gateways = (p.get('gateway') ?? '').split(',').filter(Boolean);
    if (!dst || dst.ip.includes(':') || (!blackhole && gateways.length === 0)) {
      ctx.report(
        'unsupported',
        ROUTES,
        cmd,
        'MT_ROUTE_UNREADABLE',
        'A route without a readable IPv4 destination or gateway.',
      );
      continue;
    }
    const distance = Number(p.get('distance') ?? '1');
    const base = {
      origin: ctx.origin(cmd),
      dst,
      distance,
      ...(p.get('comment') ? { comment: p.get('comment') } : {}),
    };
    if (blackhole) {
      ctx.model.routes.push({ ...base, id: `route-${cmd.line}`, blackhole: true });
      continue;
    }
    gateways.forEach((gateway, i) => {
      const route: TStaticRoute = {
        ...base,
        id: `route-${cmd.line}${gateways.length > 1 ? `-${i + 1}` : ''}`,
      };
      const [ip = '', device] = gateway.split('%');
      if (isIpv4(ip)) route.gateway = ip;
      else route.device = ctx.interfaceNamed(ip, cmd).name;
      if (device) route.device = ctx.interfaceNamed(device, cmd).name;
      if (p.get('check-gateway')) route.track = `check-gateway=${p.get('check-gateway') ?? ''}`;
      ctx.model.routes.push(route);
    });
  }
}
