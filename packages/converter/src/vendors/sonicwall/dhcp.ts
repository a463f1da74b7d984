import type { TDhcpServer } from '../../model/ir.js';
import { parseIpv4, prefixRange } from '../../net/ipv4.js';
import type { SonicWallContext } from './context.js';
import { usable } from './interfaces.js';
import type { TRow } from './tables.js';

const DHCP = 'DHCP Servers';

/** A field by any of its spellings (they vary between firmware builds; reference §3 DHCP). */
function pick(row: TRow, ...names: string[]): string {
  for (const [key, item] of row.fields)
    if (names.includes(key.toLowerCase()) && item.value !== '') return item.value;
  return '';
}

const on = (value: string) => value === '1' || value.toLowerCase() === 'on';

/** The interface whose subnet holds the address (scopes are not bound to an interface). */
function interfaceOf(ctx: SonicWallContext, ip: string): string | undefined {
  const value = parseIpv4(ip);
  if (value === undefined) return undefined;
  return ctx.model.interfaces.find((i) => {
    if (i.addressing.mode !== 'static') return false;
    return i.addressing.addresses.some((a) => {
      const [low, high] = prefixRange(a.ip, a.prefix);
      return value >= low && value <= high;
    });
  })?.name;
}

/**
 * `prefs_dhdyn*_N` dynamic scopes and `prefs_dhstatic*_N` static leases: a scope becomes a DHCP
 * server on the interface whose subnet holds it; a lease a reservation of the scope of its
 * interface.
 */
export function readDhcp(ctx: SonicWallContext): void {
  const byInterface = new Map<string, TDhcpServer>();
  for (const row of ctx.tables.rows('dhdyn')) {
    const start = pick(row, 'ipstart', 'start');
    const end = pick(row, 'ipend', 'end');
    const device = usable(start) && usable(end) ? interfaceOf(ctx, start) : undefined;
    if (!device) {
      ctx.notConverted(
        DHCP,
        row,
        'SW_DHCP_NOT_CONVERTED',
        `the scope ${start}-${end} lies in no converted interface's subnet`,
      );
      continue;
    }
    const server: TDhcpServer = {
      id: `${device}-${row.index}`,
      origin: ctx.origin(row),
      interface: device,
      ranges: [[start, end]],
      dnsServers: ['dns0', 'dns1', 'dns2'].map((f) => pick(row, f)).filter(usable),
      enabled: on(pick(row, 'enable', 'scopeactive') || '1'),
    };
    const mask = pick(row, 'mask', 'subnetmask');
    const gateway = pick(row, 'gateway', 'router');
    const domain = pick(row, 'domainname');
    const lease = Number(pick(row, 'leasetime', 'lease'));
    if (usable(mask)) server.netmask = mask;
    if (usable(gateway)) server.gateway = gateway;
    if (domain) server.domain = domain;
    if (lease > 0) server.leaseSeconds = lease * 60;
    ctx.model.dhcpServers.push(server);
    if (!byInterface.has(device)) byInterface.set(device, server);
  }
  for (const row of ctx.tables.rows('dhstatic')) {
    const ip = pick(row, 'ip', 'ipstart');
    const hw = pick(row, 'hw').replace(/[^0-9a-fA-F]/g, '');
    const server = byInterface.get(interfaceOf(ctx, ip) ?? '');
    if (!server || hw.length !== 12) {
      ctx.notConverted(
        DHCP,
        row,
        'SW_DHCP_LEASE_NOT_CONVERTED',
        `the static lease ${ip} ${hw} has no converted scope on its interface (or no MAC address); add it as a reserved address`,
      );
      continue;
    }
    const mac = hw.toLowerCase().replace(/(..)(?!$)/g, '$1:');
    const name = pick(row, 'name');
    (server.reservations ??= []).push({ mac, ip, ...(name ? { description: name } : {}) });
    ctx.report(
      'converted',
      DHCP,
      row,
      'SW_DHCP_LEASE',
      `Static lease ${ip} for ${mac}: a reserved address of the DHCP server on ${server.interface}.`,
    );
  }
}
