import type { TDhcpServer } from '../../model/ir.js';
import { prefixToMask } from '../../net/ipv4.js';
import { normalizeMac } from '../../net/mac.js';
import { isIp, type ScreenOsContext } from './context.js';
import type { TSosLine } from './lines.js';

const DHCP = 'DHCP Servers';

/** `set interface X dhcp server ...` lines, gathered per interface. */
export function buildDhcpServers(ctx: ScreenOsContext, byInterface: Map<string, TSosLine[]>): void {
  for (const [iface, lines] of byInterface) {
    const server: TDhcpServer = {
      id: iface,
      origin: ctx.runOrigin(lines),
      interface: iface,
      ranges: [],
      dnsServers: [],
      enabled: false,
    };
    const used: TSosLine[] = [];
    for (const line of lines) {
      const rest = line.tokens.slice(5);
      const [word, a, b, c] = rest;
      const option = (what: string) => word === 'option' && a === what && b !== undefined;
      if (word === 'service' || word === 'enable') server.enabled = true;
      else if (word === 'disable') server.enabled = false;
      else if (word === 'ip' && isIp(a) && b === 'to' && isIp(c)) server.ranges.push([a, c]);
      else if (word === 'ip' && isIp(a) && b === 'mac' && normalizeMac(c ?? '')) {
        (server.reservations ??= []).push({ ip: a, mac: normalizeMac(c ?? '') ?? '' });
      } else if (option('gateway') && isIp(b)) server.gateway = b;
      else if (option('netmask') && isIp(b)) server.netmask = b;
      else if (word === 'option' && /^dns\d$/.test(a ?? '') && isIp(b)) server.dnsServers.push(b);
      else if (option('domainname')) server.domain = b;
      else if (option('lease') && /^\d+$/.test(b ?? '')) {
        // ScreenOS states the lease in minutes.
        server.leaseSeconds = Number(b) * 60;
      } else {
        ctx.report(
          'unsupported',
          DHCP,
          line,
          'SOS_DHCP_OPTION',
          `DHCP server setting "${rest.join(' ')}" is not converted.`,
          iface,
        );
        continue;
      }
      used.push(line);
    }
    if (used.length === 0) continue;
    if (!server.gateway || !server.netmask) {
      const address = ctx.model.interfaces.find((i) => i.name === iface);
      const first =
        address?.addressing.mode === 'static' ? address.addressing.addresses[0] : undefined;
      if (first) {
        server.gateway ??= first.ip;
        server.netmask ??= prefixToMask(first.prefix);
      }
    }
    server.origin = ctx.objectLines(used, DHCP, iface, 'DHCP server');
    ctx.model.dhcpServers.push(server);
  }
}
