import { dottedMaskPrefix, parsePrefix } from '../toolkit/vendor-context.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import type { SophosContext } from './context.js';
import { text } from './xml.js';

/** `<UnicastRoute>`: destination, dotted netmask, gateway, interface, distance (0 = default). */
export function readRoutes(ctx: SophosContext, nodes: Map<string, TXmlNode[]>): void {
  let n = 0;
  for (const node of nodes.get('UnicastRoute') ?? []) {
    n += 1;
    const prefix = dottedMaskPrefix(text(node, 'Netmask') ?? '');
    const dst = parsePrefix(`${text(node, 'DestinationIP') ?? ''}/${prefix ?? ''}`);
    const gateway = text(node, 'Gateway');
    const device = text(node, 'Interface');
    if (text(node, 'IPFamily') === 'IPv6' || !dst || (!gateway && !device)) {
      ctx.report(
        'unsupported',
        'Static Routes',
        node,
        'SOPHOS_ROUTE_NOT_CONVERTED',
        'An IPv6 route, or one whose destination, gateway or interface could not be read: make it on FortiOS (router static).',
      );
      continue;
    }
    const distance = Number(text(node, 'Distance'));
    ctx.model.routes.push({
      id: `route-${n}`,
      origin: ctx.origin(node),
      dst,
      ...(gateway ? { gateway } : {}),
      ...(device ? { device } : {}),
      ...(Number.isInteger(distance) && distance > 0 ? { distance } : {}),
    });
  }
}
