import { at, child, type TXmlNode } from '../toolkit/xml-tree.js';
import { parsePrefix } from '../toolkit/vendor-context.js';
import { childrenNamed, flag, text, type PfContext } from './context.js';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * `<gateways>` and `<staticroutes>` (legacy, and OPNsense's MVC `<staticroutes version=…>`,
 * same fields): a route names its gateway by name, which gives the next hop and interface. The
 * default gateway (`<defaultgw4>`, a gateway with `<defaultgw>`, else the one `wan` uses) gives
 * the default route. Gateway groups (failover, load balancing) are reported.
 */
export function readRoutes(ctx: PfContext, root: TXmlNode): void {
  const gateways = child(root, 'gateways');
  let defaultGw = text(gateways, 'defaultgw4');
  for (const node of childrenNamed(gateways, 'gateway_item')) {
    const name = text(node, 'name');
    const ip = text(node, 'gateway');
    const key = text(node, 'interface');
    if (text(node, 'ipprotocol') === 'inet6' || ip.includes(':')) {
      ctx.report(
        'unsupported',
        'Static Routes',
        node,
        'PF_GATEWAY_IPV6',
        `IPv6 gateway ${name} is not converted.`,
        name,
      );
      continue;
    }
    ctx.gateways.set(name, { key, ...(IPV4.test(ip) ? { ip } : {}) });
    if (flag(node, 'defaultgw') && !defaultGw) defaultGw = name;
    ctx.report(
      'converted',
      'Static Routes',
      node,
      'PF_GATEWAY',
      `Gateway ${name} (${ip || 'dynamic'} on ${key}): the next hop of the routes that name it.`,
      name,
    );
  }
  for (const node of childrenNamed(gateways, 'gateway_group'))
    ctx.report(
      'unsupported',
      'Static Routes',
      node,
      'PF_GATEWAY_GROUP',
      `Gateway group ${text(node, 'name')} (failover or load balancing) is not converted: use FortiOS SD-WAN.`,
      text(node, 'name'),
    );
  const wanGw = text(at(root, 'interfaces', 'wan'), 'gateway');
  defaultGw ||= wanGw;
  const gw = ctx.gateways.get(defaultGw);
  const defaultNode = child(gateways, 'defaultgw4') ?? at(root, 'interfaces', 'wan', 'gateway');
  if (gw?.ip && defaultNode)
    ctx.model.routes.push({
      id: 'default',
      origin: ctx.origin(defaultNode),
      dst: { ip: '0.0.0.0', prefix: 0 },
      gateway: gw.ip,
      device: ctx.intf(gw.key),
      comment: `Default gateway ${defaultGw}`,
    });
  if (child(gateways, 'defaultgw4')) ctx.handled.add(child(gateways, 'defaultgw4') as TXmlNode);
  let index = 0;
  for (const node of childrenNamed(child(root, 'staticroutes'), 'route')) {
    index += 1;
    const id = node.attrs.uuid ?? `route-${index}`;
    const network = text(node, 'network');
    const gateway = ctx.gateways.get(text(node, 'gateway'));
    const dst = parsePrefix(network);
    if (flag(node, 'disabled')) {
      ctx.report(
        'ignored',
        'Static Routes',
        node,
        'PF_ROUTE_DISABLED',
        `Route to ${network} is disabled: not converted.`,
        id,
      );
      continue;
    }
    if (!dst || dst.ip.includes(':') || !gateway) {
      ctx.report(
        'unsupported',
        'Static Routes',
        node,
        'PF_ROUTE',
        `Route to ${network} is not converted: ${!dst ? 'its network is an alias or not an IPv4 prefix' : 'its gateway is not a converted IPv4 gateway'}.`,
        id,
      );
      continue;
    }
    const descr = text(node, 'descr');
    ctx.model.routes.push({
      id,
      origin: ctx.take(node),
      dst,
      ...(gateway.ip ? { gateway: gateway.ip } : {}),
      device: ctx.intf(gateway.key),
      ...(descr ? { comment: descr } : {}),
    });
  }
}
