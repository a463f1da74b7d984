import { networkOf } from '../net/ipv4.js';
import type { TConfigModel } from './ir.js';

/**
 * A model's IPv4 routing as `a.b.c.d/n -> interface`: connected networks of its interfaces and
 * its static routes (those with an interface). What verification needs to tell each packet's
 * egress when it is given only a FortiOS file.
 */
export function modelRoutes(model: TConfigModel): { prefix: string; interface: string }[] {
  const routes: { prefix: string; interface: string }[] = [];
  for (const iface of model.interfaces) {
    if (iface.addressing.mode !== 'static') continue;
    for (const address of iface.addressing.addresses) {
      if (!address.ip.includes(':'))
        routes.push({
          prefix: `${networkOf(address.ip, address.prefix)}/${address.prefix}`,
          interface: iface.name,
        });
    }
  }
  for (const route of model.routes) {
    if (route.device && !route.dst.ip.includes(':'))
      routes.push({ prefix: `${route.dst.ip}/${route.dst.prefix}`, interface: route.device });
  }
  return routes;
}
