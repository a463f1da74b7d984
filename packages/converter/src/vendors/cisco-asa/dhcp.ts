import type { TDhcpServer } from '../../model/ir.js';
import { prefixToMask } from '../../net/ipv4.js';
import type { TAsaLine } from './blocks.js';
import type { AsaContext } from './context.js';

/** dhcpd lines, gathered in the file, become one server per interface. */
export function buildDhcp(ctx: AsaContext, lines: TAsaLine[]): void {
  const servers = new Map<string, TDhcpServer>();
  const global = {
    dns: [] as string[],
    domain: undefined as string | undefined,
    lease: undefined as number | undefined,
  };
  for (const line of lines) {
    const [, keyword, a, b] = line.tokens;
    if (keyword === 'dns')
      global.dns.push(...[a, b].filter((x): x is string => !!x && !x.startsWith('interface')));
    else if (keyword === 'domain' && a) global.domain = a;
    else if (keyword === 'lease' && a) global.lease = Number(a);
  }
  for (const line of lines) {
    const [, keyword, a, b] = line.tokens;
    const nameif = keyword === 'address' ? b : keyword === 'enable' ? a : undefined;
    if (!nameif) continue;
    const server = servers.get(nameif) ?? {
      id: nameif,
      origin: ctx.origin(line),
      interface: nameif,
      ranges: [],
      dnsServers: global.dns,
      enabled: false,
      ...(global.domain ? { domain: global.domain } : {}),
      ...(global.lease ? { leaseSeconds: global.lease } : {}),
    };
    if (keyword === 'address' && a) {
      const [start, end] = a.split('-');
      if (start && end) server.ranges.push([start, end]);
    }
    if (keyword === 'enable') server.enabled = true;
    server.origin = {
      ...server.origin,
      line: Math.min(server.origin.line, line.n),
      endLine: Math.max(server.origin.endLine, line.n),
    };
    servers.set(nameif, server);
  }
  for (const server of servers.values()) {
    const iface = ctx.model.interfaces.find((candidate) => candidate.name === server.interface);
    const address = iface?.addressing.mode === 'static' ? iface.addressing.addresses[0] : undefined;
    if (address) {
      server.gateway = address.ip;
      server.netmask = prefixToMask(address.prefix);
    }
    ctx.model.dhcpServers.push(server);
  }
  // Lines that set options for every server (dns, domain, lease, option) are accounted here.
  for (const line of lines) {
    const keyword = line.tokens[1];
    if (keyword !== 'address' && keyword !== 'enable') {
      const known = keyword === 'dns' || keyword === 'domain' || keyword === 'lease';
      ctx.report(
        known ? 'converted' : 'unsupported',
        'DHCP Servers',
        line,
        known ? 'ASA_DHCPD_OPTION' : 'ASA_DHCPD_UNSUPPORTED',
        known
          ? `dhcpd ${keyword ?? ''} applies to every DHCP server.`
          : `dhcpd ${keyword ?? ''} is not converted.`,
      );
    }
  }
}
