import type { TStaticRoute } from '../../model/ir.js';
import { parsePrefix } from '../toolkit/vendor-context.js';
import type { VyosContext } from './context.js';
import { flag, leaf, sub, tags, use, type TNode } from './tree.js';

/**
 * `protocols static route X`: each `next-hop`, `interface` and `blackhole` is a route
 * (`distance` kept, a disabled next-hop left out); VyOS 1.2 `interface-route X
 * next-hop-interface I` likewise. IPv6 `route6` is reported.
 */
export function readRoutes(ctx: VyosContext, root: TNode): void {
  const statics = sub(root, 'protocols', 'static');
  for (const route of [...tags(statics, 'route'), ...tags(statics, 'interface-route')]) {
    use(route);
    const dst = parsePrefix(route.word);
    if (!dst || route.word.includes(':')) {
      ctx.report(
        'unsupported',
        'Static Routes',
        route,
        'VYOS_ROUTE_NOT_CONVERTED',
        `Route ${route.word} is not an IPv4 prefix.`,
        route.word,
      );
      continue;
    }
    const add = (node: TNode, extra: Partial<TStaticRoute>) => {
      if (flag(node, 'disable')) {
        ctx.report(
          'ignored',
          'Static Routes',
          node,
          'VYOS_ROUTE_DISABLED',
          'A disabled next hop routes nothing.',
          route.word,
        );
        return;
      }
      const distance = Number(leaf(node, 'distance'));
      ctx.model.routes.push({
        id: `${route.word}${extra.gateway ? ` via ${extra.gateway}` : extra.device ? ` dev ${extra.device}` : ' blackhole'}`,
        origin: ctx.origin(node),
        dst,
        ...extra,
        ...(Number.isInteger(distance) && distance > 0 ? { distance } : {}),
      });
    };
    for (const hop of tags(route, 'next-hop')) add(hop, { gateway: hop.word });
    for (const key of ['interface', 'next-hop-interface'])
      for (const dev of tags(route, key)) add(dev, { device: ctx.interfaceName(dev.word) });
    const blackhole = sub(route, 'blackhole');
    if (blackhole) add(blackhole, { blackhole: true });
    if (sub(route, 'dhcp-interface'))
      ctx.report(
        'unsupported',
        'Static Routes',
        route,
        'VYOS_ROUTE_DHCP',
        `Route ${route.word} via the DHCP gateway of ${leaf(route, 'dhcp-interface') ?? ''}: FortiOS takes the DHCP default route itself; set the route by hand for other prefixes.`,
        route.word,
      );
  }
  for (const other of statics?.children ?? []) {
    if (other.word === 'route' || other.word === 'interface-route') continue;
    use(other);
    ctx.report(
      'unsupported',
      'Static Routes',
      other,
      'VYOS_ROUTE_NOT_CONVERTED',
      `static ${other.word} is not converted (IPv6 or a routing table): set it on FortiOS by hand.`,
      other.word,
    );
  }
}
