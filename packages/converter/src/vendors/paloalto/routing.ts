import type { PanContext } from './context.js';
import { parseNetmask } from './literals.js';
import { at, child, entries, nameOf, textAt, type TXmlNode } from '../toolkit/xml-tree.js';

/**
 * Static IPv4 routes of every virtual router (and, on 10.2+, every logical-router VRF). FortiOS
 * has one routing table per VDOM: routes of several routers are merged, and that is reported.
 */
export function readRoutes(ctx: PanContext, network: TXmlNode | undefined): void {
  const routers: { name: string; node: TXmlNode }[] = [];
  for (const vr of entries(at(network, 'virtual-router')))
    routers.push({ name: nameOf(vr), node: vr });
  for (const lr of entries(at(network, 'logical-router'))) {
    for (const vrf of entries(at(lr, 'vrf')))
      routers.push({ name: `${nameOf(lr)}/${nameOf(vrf)}`, node: vrf });
  }
  for (const { name, node } of routers) {
    for (const route of entries(at(node, 'routing-table', 'ip', 'static-route'))) {
      readRoute(ctx, name, route, routers.length > 1);
    }
    const v6 = at(node, 'routing-table', 'ipv6', 'static-route');
    if (v6 && entries(v6).length)
      ctx.report(
        'unsupported',
        'Static Routes',
        v6,
        'PANOS_IPV6_ROUTE',
        'IPv6 static routes are not converted yet.',
        name,
      );
    for (const protocol of child(node, 'protocol')?.children ?? []) {
      const on = textAt(protocol, 'enable') === 'yes';
      ctx.report(
        on ? 'unsupported' : 'ignored',
        'Static Routes',
        protocol,
        'PANOS_ROUTING_PROTOCOL',
        on
          ? `${protocol.name} is enabled: dynamic routing is not converted.`
          : `${protocol.name} is not enabled.`,
        name,
      );
    }
    const members = child(node, 'interface');
    if (members)
      ctx.report(
        'converted',
        'Static Routes',
        members,
        'PANOS_VR_INTERFACES',
        'Interfaces of the router: FortiOS routes through the same interfaces.',
        name,
      );
  }
}

function readRoute(ctx: PanContext, router: string, route: TXmlNode, several: boolean): void {
  const name = nameOf(route);
  const id = `${router}:${name}`;
  const dst = resolvePrefix(ctx, textAt(route, 'destination') ?? '');
  const nexthop = child(route, 'nexthop');
  const gatewayText = textAt(nexthop, 'ip-address');
  const gateway = gatewayText === undefined ? undefined : resolvePrefix(ctx, gatewayText);
  const nextVr = textAt(nexthop, 'next-vr');
  const blackhole = !!child(nexthop, 'discard');
  const device = textAt(route, 'interface');
  const distance = Number(textAt(route, 'admin-dist') ?? 10);
  const problem = !dst
    ? 'its destination is not an IPv4 prefix'
    : dst.ip.includes(':')
      ? 'it is IPv6'
      : gatewayText !== undefined && !gateway
        ? 'its next hop is not an IPv4 address'
        : nextVr
          ? `its next hop is another virtual router (${nextVr}): use an inter-VDOM link`
          : child(nexthop, 'fqdn')
            ? 'its next hop is an FQDN'
            : undefined;
  if (problem || !dst) {
    ctx.report(
      'unsupported',
      'Static Routes',
      route,
      'PANOS_ROUTE_NOT_CONVERTED',
      `Not converted: ${problem ?? ''}.`,
      id,
    );
    return;
  }
  const phase1 = device ? ctx.tunnelPhase1.get(device) : undefined;
  ctx.model.routes.push({
    id,
    origin: ctx.take(route),
    dst,
    ...(gateway ? { gateway: gateway.ip } : {}),
    ...(device ? { device: phase1 ?? device } : {}),
    ...(Number.isInteger(distance) ? { distance } : {}),
    ...(blackhole ? { blackhole: true } : {}),
  });
  if (child(route, 'path-monitor'))
    ctx.note('routes', id, 'partial', 'PANOS_PATH_MONITOR', 'Path monitoring is not carried over.');
  if (several)
    ctx.note(
      'routes',
      id,
      'converted',
      'PANOS_ROUTER_MERGED',
      `From virtual router ${router}: all routers share one FortiOS table.`,
    );
}

function resolvePrefix(ctx: PanContext, value: string) {
  const object = ctx.model.addresses.find((a) => a.name === value);
  if (object?.kind === 'host') return { ip: object.ip, prefix: 32 };
  if (object?.kind === 'subnet') return { ip: object.ip, prefix: object.prefix };
  return parseNetmask(value);
}
