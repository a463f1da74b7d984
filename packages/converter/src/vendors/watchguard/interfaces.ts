import type { TDhcpReservation, TInterface, TPrefix } from '../../model/ir.js';
import { prefixToMask } from '../../net/ipv4.js';
import { dottedMaskPrefix } from '../toolkit/vendor-context.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import { listOf, textOf, type WatchGuardContext } from './context.js';

/**
 * Interface type (`<if-property>`, verify) -> the built-in alias that stands for every interface
 * of that type. 0 is a disabled interface; Custom interfaces belong to no built-in alias.
 */
const TYPE_ALIAS: Record<string, string | undefined> = {
  '1': 'Any-Trusted',
  '2': 'Any-External',
  '3': 'Any-Optional',
  '4': undefined,
};

/**
 * `<interface-list>`: each `<interface>` with a physical item becomes a model interface named as
 * the profile names it (`External`, `Trusted`); its type fills the built-in aliases
 * (`Any-Trusted` ...), which policies name. An external interface's `<default-gateway>` is the
 * default route; a `<dhcp-server>` is the interface's DHCP server.
 */
export function readInterfaces(ctx: WatchGuardContext, list: TXmlNode): void {
  for (const node of list.children) {
    const name = textOf(node, 'name');
    const items = listOf(node, 'if-item-list');
    const physical =
      items.length === 1 ? items[0]?.children.find((c) => c.name === 'physical-if') : undefined;
    if (!physical || textOf(items[0], 'item-type') !== '1') {
      ctx.report(
        'unsupported',
        'Interfaces',
        node,
        'WG_INTERFACE_KIND',
        `Interface ${name} is not a single physical interface (VLAN, bridge, link aggregation or wireless): not converted; create it on the FortiGate and add it where its policies need it.`,
        name,
      );
      continue;
    }
    const type = textOf(physical, 'if-property');
    const known = type === '0' || type in TYPE_ALIAS;
    if (!known)
      ctx.report(
        'unrecognised',
        'Interfaces',
        physical.children.find((c) => c.name === 'if-property') ?? physical,
        'WG_INTERFACE_TYPE',
        `Interface ${name} has type code ${type}, which the converter does not know: it belongs to no built-in alias (Any-Trusted, Any-External, Any-Optional).`,
        name,
      );
    const alias = TYPE_ALIAS[type];
    if (alias) {
      const members = ctx.interfacesOfType.get(alias) ?? [];
      members.push(name);
      ctx.interfacesOfType.set(alias, members);
    }
    const addresses: TPrefix[] = [];
    const primary = prefixOf(textOf(physical, 'ip'), textOf(physical, 'netmask'));
    if (primary) addresses.push(primary);
    for (const secondary of listOf(physical, 'secondary-ip-list')) {
      const extra = prefixOf(textOf(secondary, 'ip'), textOf(secondary, 'netmask'));
      if (extra) addresses.push(extra);
    }
    const mtu = Number(textOf(physical, 'mtu'));
    const description = textOf(node, 'description');
    const iface: TInterface = {
      name,
      origin: ctx.take(node),
      hardware: textOf(physical, 'if-dev-name') || name,
      kind: 'physical',
      addressing: addresses.length ? { mode: 'static', addresses } : { mode: 'none' },
      enabled: textOf(physical, 'enabled') !== '0' && type !== '0',
    };
    if (mtu > 0) iface.mtu = mtu;
    if (description) iface.description = description;
    ctx.model.interfaces.push(iface);
    const gateway = textOf(physical, 'default-gateway');
    if (gateway && primary)
      ctx.model.routes.push({
        id: `default-${name}`,
        origin: ctx.origin(physical.children.find((c) => c.name === 'default-gateway') ?? physical),
        dst: { ip: '0.0.0.0', prefix: 0 },
        gateway,
        device: name,
      });
    const dhcp = physical.children.find((c) => c.name === 'dhcp-server');
    if (dhcp) readDhcpServer(ctx, dhcp, name, primary);
  }
}

function prefixOf(ip: string, mask: string): TPrefix | undefined {
  const prefix = dottedMaskPrefix(mask);
  return ip && prefix !== undefined ? { ip, prefix } : undefined;
}

/** `<dhcp-server>` of an interface: pools, lease, DNS, domain and reservations (verify names). */
function readDhcpServer(
  ctx: WatchGuardContext,
  node: TXmlNode,
  iface: string,
  primary: TPrefix | undefined,
): void {
  const ranges = listOf(node, 'address-pool-list').map(
    (pool) => [textOf(pool, 'start-ip'), textOf(pool, 'end-ip')] as [string, string],
  );
  const reservations: TDhcpReservation[] = listOf(node, 'reserved-address-list').map((r) => {
    const reservation: TDhcpReservation = { mac: textOf(r, 'mac'), ip: textOf(r, 'ip') };
    const description = textOf(r, 'name');
    if (description) reservation.description = description;
    return reservation;
  });
  const lease = Number(textOf(node, 'lease-time'));
  const domain = textOf(node, 'domain-name');
  ctx.model.dhcpServers.push({
    id: `dhcp-${iface}`,
    origin: ctx.origin(node),
    interface: iface,
    ranges,
    ...(primary ? { gateway: primary.ip, netmask: prefixToMask(primary.prefix) } : {}),
    dnsServers: listOf(node, 'dns-server-list').map((s) => s.text),
    ...(domain ? { domain } : {}),
    ...(lease > 0 ? { leaseSeconds: lease } : {}),
    enabled: textOf(node, 'enabled') !== '0',
    ...(reservations.length ? { reservations } : {}),
  });
}
