import type { TAsaLine } from './blocks.js';
import type { AsaContext } from './context.js';

/** `route IFNAME NET MASK GATEWAY [distance] [track N]`. */
export function readRoute(ctx: AsaContext, line: TAsaLine, index: number): void {
  const [, nameif, net, mask, gateway, ...rest] = line.tokens;
  const dst = ctx.prefixOf(net === '0' ? '0.0.0.0' : net, mask === '0' ? '0.0.0.0' : mask);
  const gw = ctx.ip(gateway);
  if (!dst || !gw || nameif === undefined) {
    const v6 = (net ?? '').includes(':');
    ctx.report(
      'unsupported',
      'Static Routes',
      line,
      v6 ? 'ASA_IPV6_ROUTE' : 'ASA_ROUTE_UNREADABLE',
      v6 ? 'IPv6 routes are not converted yet.' : 'The route could not be read.',
    );
    return;
  }
  const trackAt = rest.indexOf('track');
  const distance = rest[0] !== undefined && /^\d+$/.test(rest[0]) ? Number(rest[0]) : undefined;
  ctx.model.routes.push({
    id: String(index + 1),
    origin: ctx.origin(line),
    dst,
    gateway: gw,
    device: nameif,
    ...(distance !== undefined ? { distance } : {}),
    ...(trackAt >= 0 && rest[trackAt + 1] ? { track: rest[trackAt + 1] } : {}),
  });
}
