import type { TDhcpReservation, TIp } from '../../model/ir.js';
import { parseIpv4Range } from '../toolkit/vendor-context.js';
import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import type { SophosContext } from './context.js';
import { enabled, list, text } from './xml.js';

/**
 * `<DHCPServer>`: interface, lease ranges (`IPLease/IP`, `start-end`), mask, gateway (or the
 * interface's address), DNS servers, domain, lease time in minutes, static leases.
 */
export function readDhcpServers(ctx: SophosContext, nodes: Map<string, TXmlNode[]>): void {
  for (const node of nodes.get('DHCPServer') ?? []) {
    const name = text(node, 'Name');
    const iface = text(node, 'Interface');
    const ranges = list(node, 'IPLease', 'IP').map((r) => parseIpv4Range(r.replace(/\s/g, '')));
    if (!name || !iface || ranges.length === 0 || ranges.some((r) => !r)) {
      ctx.report(
        'unsupported',
        'DHCP Servers',
        node,
        'SOPHOS_DHCP_NOT_CONVERTED',
        'Its interface or lease range could not be read: make it on FortiOS (system dhcp server).',
        name,
      );
      continue;
    }
    const owner = ctx.model.interfaces.find((i) => i.name === iface);
    const ownAddress =
      owner?.addressing.mode === 'static' ? owner.addressing.addresses[0]?.ip : undefined;
    const gateway = enabled(node, 'UseInterfaceIPasGateway', false)
      ? ownAddress
      : text(node, 'Gateway');
    const dnsServers = ['PrimaryDNSServer', 'SecondaryDNSServer']
      .map((field) => text(node, field))
      .filter((ip): ip is TIp => ip !== undefined);
    const minutes = Number(text(node, 'DefaultLeaseTime'));
    const reservations: TDhcpReservation[] = [];
    for (const lease of child(node, 'StaticLease')?.children ?? []) {
      const mac = text(lease, 'MACAddress');
      const ip = text(lease, 'IPAddress');
      const description = text(lease, 'HostName');
      if (mac && ip) reservations.push({ mac, ip, ...(description ? { description } : {}) });
    }
    const domain = text(node, 'DomainName');
    const netmask = text(node, 'SubnetMask');
    ctx.model.dhcpServers.push({
      id: name,
      origin: ctx.origin(node),
      interface: iface,
      ranges: ranges.map((r) => [r?.start ?? '', r?.end ?? '']),
      ...(netmask ? { netmask } : {}),
      ...(gateway ? { gateway } : {}),
      dnsServers,
      ...(domain ? { domain } : {}),
      ...(Number.isInteger(minutes) && minutes > 0 ? { leaseSeconds: minutes * 60 } : {}),
      enabled: enabled(node, 'Status', true),
      ...(reservations.length ? { reservations } : {}),
    });
    if (enabled(node, 'UseApplianceDNSSettings', false))
      ctx.note(
        'dhcpServers',
        name,
        'partial',
        'SOPHOS_DHCP_APPLIANCE_DNS',
        'Clients get the appliance DNS settings, which are not in this input: set dns-server on FortiOS.',
        'cosmetic',
      );
  }
}
