import { parseIpv4, prefixRange } from '../../net/ipv4.js';
import { dottedMaskPrefix } from '../toolkit/vendor-context.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import { textOf, type WatchGuardContext } from './context.js';

/**
 * `<system-parameters><route>`: each `<route-entry>` (`<dest-address>`, `<mask>`,
 * `<gateway-ip>`, `<distance>`) is a static route; its device is the interface whose network
 * holds the gateway (FortiOS static routes name one).
 */
export function readRoutes(ctx: WatchGuardContext, route: TXmlNode): void {
  route.children.forEach((node, index) => {
    const ip = textOf(node, 'dest-address');
    const prefix = dottedMaskPrefix(textOf(node, 'mask'));
    const gateway = textOf(node, 'gateway-ip');
    if (parseIpv4(ip) === undefined || prefix === undefined || parseIpv4(gateway) === undefined) {
      ctx.report(
        'unsupported',
        'Static Routes',
        node,
        'WG_ROUTE',
        'A route the converter cannot read (IPv6, or no gateway address): not converted; add it on the FortiGate.',
      );
      return;
    }
    const distance = Number(textOf(node, 'distance'));
    const device = deviceOf(ctx, gateway);
    ctx.model.routes.push({
      id: `route-${index + 1}`,
      origin: ctx.take(node),
      dst: { ip, prefix },
      gateway,
      ...(device ? { device } : {}),
      ...(distance > 0 ? { distance } : {}),
    });
  });
}

function deviceOf(ctx: WatchGuardContext, gateway: string): string | undefined {
  const ip = parseIpv4(gateway) ?? -1;
  return ctx.model.interfaces.find(
    (iface) =>
      iface.addressing.mode === 'static' &&
      iface.addressing.addresses.some((a) => {
        const [low, high] = prefixRange(a.ip, a.prefix);
        return low <= ip && ip <= high;
      }),
  )?.name;
}
