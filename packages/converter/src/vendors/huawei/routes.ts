import type { TStaticRoute } from '../../model/ir.js';
import { parseIpv4 } from '../../net/ipv4.js';
import { parsePrefix } from '../toolkit/vendor-context.js';
import type { HuaweiContext } from './context.js';
import type { TVrpLine } from './lines.js';

const ROUTES = 'Static Routes';

/**
 * `ip route-static D M|LEN [IFACE] [NEXTHOP] [preference N] [track ...] [description X]`
 * (Huawei USG6000 "ip route-static"); `NULL0` is a blackhole, a `vpn-instance` route is not
 * in the main table and is reported.
 */
export function readRoute(ctx: HuaweiContext, line: TVrpLine, index: number): void {
  const w = line.words;
  const unsupported = (why: string) =>
    ctx.report('unsupported', ROUTES, line, 'HW_ROUTE_NOT_CONVERTED', why);
  if (w[2] === 'vpn-instance')
    return unsupported(
      'A route of a VPN instance (VRF): make it in the FortiOS VRF or VDOM that replaces the instance.',
    );
  const dst = parsePrefix(`${w[2] ?? ''}/${w[3] ?? ''}`);
  if (!dst)
    return ctx.report('unrecognised', ROUTES, line, 'HW_ROUTE_LINE', `Not read: "${line.text}".`);
  const route: TStaticRoute = { id: `route:${index}`, origin: ctx.origin(line), dst };
  let i = 4;
  const next = w[i];
  if (next === 'NULL0') {
    route.blackhole = true;
    i += 1;
  } else if (next && parseIpv4(next) === undefined && next !== 'preference') {
    if (!ctx.interfaceOf(next))
      return unsupported(
        `A route out of ${next}, which is not converted: add it once the interface is made.`,
      );
    route.device = next;
    i += 1;
  }
  if (!route.blackhole && parseIpv4(w[i] ?? '') !== undefined) {
    route.gateway = w[i];
    i += 1;
  }
  while (i < w.length) {
    const word = w[i];
    if (word === 'preference' && /^\d+$/.test(w[i + 1] ?? '')) {
      route.distance = Number(w[i + 1]);
      i += 2;
    } else if (word === 'description') {
      route.comment = w.slice(i + 1).join(' ');
      i = w.length;
    } else if (word === 'track') {
      route.track = w.slice(i + 1, i + 3).join(' ');
      i += 3;
    } else if (word === 'tag' && w[i + 1]) i += 2;
    else
      return ctx.report('unrecognised', ROUTES, line, 'HW_ROUTE_LINE', `Not read: "${line.text}".`);
  }
  if (!route.blackhole && !route.gateway && !route.device)
    return ctx.report(
      'unrecognised',
      ROUTES,
      line,
      'HW_ROUTE_LINE',
      `No next hop in "${line.text}".`,
    );
  ctx.model.routes.push(route);
  if (route.track)
    ctx.note(
      'routes',
      route.id,
      'partial',
      'HW_ROUTE_TRACK',
      `Tracking (${route.track}) is not converted: use a FortiOS link monitor.`,
      'unknown',
    );
}
