import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import { childrenNamed, flag, text, type PfContext } from './context.js';

const READ = new Set([
  'enable',
  'range',
  'gateway',
  'dnsserver',
  'domain',
  'defaultleasetime',
  'staticmap',
]);

/** Prefix length -> dotted mask. */
const mask = (prefix: number) =>
  [24, 16, 8, 0].map((shift) => ((0xffffffff << (32 - prefix)) >>> shift) & 255).join('.');

/**
 * `<dhcpd><KEY>`: one DHCP server per interface key, with its range, gateway, DNS servers,
 * domain, lease time and static mappings; empty gateway or DNS mean the interface address.
 */
export function readDhcp(ctx: PfContext, root: TXmlNode): void {
  for (const node of child(root, 'dhcpd')?.children ?? []) {
    const key = node.name;
    const iface = ctx.interfaces.get(key);
    const range = child(node, 'range');
    const from = text(range, 'from');
    const to = text(range, 'to');
    if (!iface?.ip || iface.prefix === undefined || !from || !to) {
      ctx.report(
        flag(node, 'enable') ? 'unsupported' : 'ignored',
        'DHCP Servers',
        node,
        'PF_DHCP',
        `DHCP server on ${key} is not converted: ${!iface?.ip ? 'its interface has no static IPv4 address' : 'it has no address range'}.`,
        key,
      );
      continue;
    }
    const dns = childrenNamed(node, 'dnsserver')
      .map((d) => d.text)
      .filter(Boolean);
    const lease = Number(text(node, 'defaultleasetime'));
    const reservations = childrenNamed(node, 'staticmap')
      .filter((m) => text(m, 'mac') && text(m, 'ipaddr'))
      .map((m) => ({
        mac: text(m, 'mac'),
        ip: text(m, 'ipaddr'),
        ...(text(m, 'descr') || text(m, 'hostname')
          ? { description: text(m, 'descr') || text(m, 'hostname') }
          : {}),
      }));
    const domain = text(node, 'domain');
    ctx.model.dhcpServers.push({
      id: key,
      origin: ctx.take(node),
      interface: ctx.intf(key),
      ranges: [[from, to]],
      netmask: mask(iface.prefix),
      gateway: text(node, 'gateway') || iface.ip,
      dnsServers: dns.length ? dns : [iface.ip],
      ...(domain ? { domain } : {}),
      ...(lease > 0 ? { leaseSeconds: lease } : {}),
      enabled: flag(node, 'enable'),
      ...(reservations.length ? { reservations } : {}),
    });
    const unread = node.children
      .filter((c) => !READ.has(c.name) && (c.text !== '' || c.children.length))
      .map((c) => c.name);
    if (unread.length)
      ctx.note(
        'dhcpServers',
        key,
        'converted',
        'PF_DHCP_OPTIONS',
        `Not carried: ${[...new Set(unread)].join(', ')} (set them on the FortiOS DHCP server if needed).`,
      );
  }
}
