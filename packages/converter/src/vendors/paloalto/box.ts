import type { TIp } from '../../model/ir.js';
import type { PanContext } from './context.js';
import { parseNetmask, parseRange } from './literals.js';
import { at, child, entries, members, nameOf, textAt, type TXmlNode } from '../toolkit/xml-tree.js';
import { formatIpv4, isIpv4, prefixRange } from '../../net/ipv4.js';
import { normalizeMac } from '../../net/mac.js';

/** Hostname and DNS servers from `deviceconfig/system`. */
export function readSystem(ctx: PanContext, deviceconfig: TXmlNode | undefined): void {
  const system = child(deviceconfig, 'system');
  const hostname = child(system, 'hostname');
  if (hostname?.text) {
    ctx.model.hostname = hostname.text;
    ctx.report(
      'converted',
      'System',
      hostname,
      'PANOS_HOSTNAME',
      'The hostname becomes the FortiOS hostname.',
    );
  }
  const dns = child(system, 'dns-setting');
  const servers = [textAt(dns, 'servers', 'primary'), textAt(dns, 'servers', 'secondary')].filter(
    (s): s is TIp => !!s && !!parseNetmask(s),
  );
  const domain = child(system, 'domain');
  if (dns && servers.length) {
    ctx.model.dns = {
      origin: ctx.take(dns),
      servers,
      ...(domain?.text ? { domain: domain.text } : {}),
    };
    if (domain)
      ctx.report(
        'converted',
        'DNS',
        domain,
        'PANOS_DOMAIN',
        'The domain becomes the FortiOS DNS domain.',
      );
  } else if (dns) {
    ctx.report(
      'unsupported',
      'DNS',
      dns,
      'PANOS_DNS_UNREADABLE',
      'No DNS server address could be read (a DNS proxy object or a variable).',
    );
  }
}

/** DHCP servers per interface; relays are reported. */
export function readDhcp(ctx: PanContext, network: TXmlNode | undefined): void {
  for (const entry of entries(at(network, 'dhcp', 'interface'))) {
    const iface = nameOf(entry);
    const server = child(entry, 'server');
    if (!server) {
      ctx.report(
        'unsupported',
        'DHCP Servers',
        entry,
        'PANOS_DHCP_RELAY',
        'DHCP relay is not converted yet.',
        iface,
      );
      continue;
    }
    const ranges: [TIp, TIp][] = [];
    for (const pool of members(child(server, 'ip-pool'))) {
      const range = parseRange(pool);
      const net = range ? undefined : parseNetmask(pool);
      if (range) ranges.push([range.start, range.end]);
      else if (net && !net.ip.includes(':')) {
        const [low, high] = prefixRange(net.ip, net.prefix);
        ranges.push([formatIpv4(low), formatIpv4(high)]);
      }
    }
    const option = child(server, 'option');
    const lease = Number(textAt(option, 'lease', 'timeout'));
    const dnsServers = [
      textAt(option, 'dns', 'primary'),
      textAt(option, 'dns', 'secondary'),
    ].filter((s): s is TIp => !!s && !!parseNetmask(s));
    const gateway = textAt(option, 'gateway');
    const netmask = textAt(option, 'subnet-mask');
    const domain = textAt(option, 'dns-suffix');
    const id = `dhcp:${iface}`;
    const reserved = entries(child(server, 'reserved'));
    // `reserved/entry name=IP` with its `mac`; one without a readable MAC only holds the address.
    const reservations = reserved.flatMap((r) => {
      const mac = normalizeMac(textAt(r, 'mac') ?? '');
      const description = textAt(r, 'description');
      return mac && isIpv4(nameOf(r))
        ? [{ ip: nameOf(r), mac, ...(description ? { description } : {}) }]
        : [];
    });
    ctx.model.dhcpServers.push({
      id,
      origin: ctx.take(entry),
      interface: iface,
      ranges,
      dnsServers,
      enabled: textAt(server, 'mode') !== 'disabled',
      ...(gateway ? { gateway } : {}),
      ...(netmask ? { netmask } : {}),
      ...(domain ? { domain } : {}),
      ...(Number.isInteger(lease) && lease > 0 ? { leaseSeconds: lease * 60 } : {}),
      ...(reservations.length ? { reservations } : {}),
    });
    if (reservations.length < reserved.length)
      ctx.note(
        'dhcpServers',
        id,
        'partial',
        'PANOS_DHCP_RESERVED',
        'Reserved addresses without a MAC address are not carried over.',
      );
    if (textAt(server, 'mode') === 'auto')
      ctx.note(
        'dhcpServers',
        id,
        'converted',
        'PANOS_DHCP_AUTO',
        'Mode auto (serve unless another server answers) becomes an enabled server.',
      );
  }
}
