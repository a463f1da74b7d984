import type { TDhcpServer } from '../../model/ir.js';
import { parseIpv4, prefixToMask } from '../../net/ipv4.js';
import type { TAsaBlock, TAsaLine } from './blocks.js';
import type { AsaContext } from './context.js';

/** `username U password HASH encrypted|pbkdf2 [privilege N]` and `username U attributes` blocks. */
export function readUsername(ctx: AsaContext, block: TAsaBlock): void {
  const [, name = '', second] = block.head.tokens;
  if (second === 'attributes') {
    const user = ctx.model.users.find((candidate) => candidate.name === name);
    if (user) user.origin = { ...user.origin, endLine: Math.max(user.origin.endLine, block.end) };
    ctx.report(
      user ? 'converted' : 'ignored',
      'Local Users & Groups',
      block,
      'ASA_USER_ATTRIBUTES',
      user
        ? `Attributes of ${name} (service type, group policy) are kept with the user where FortiOS has them.`
        : `Attributes of an undefined user ${name}.`,
      name,
    );
    return;
  }
  const tokens = block.head.tokens;
  const privilegeAt = tokens.indexOf('privilege');
  const privilege = privilegeAt >= 0 ? Number(tokens[privilegeAt + 1]) : 2;
  ctx.model.users.push({
    name,
    origin: ctx.origin(block),
    type: 'password',
    enabled: true,
    secretPresent: tokens.includes('password'),
    privilege,
    admin: privilege >= 15,
  });
}

/** `ip local pool NAME A-B mask M`: an address range for remote-access clients. */
export function readLocalPool(ctx: AsaContext, line: TAsaLine): void {
  const [, , , name = '', range = ''] = line.tokens;
  const [start, end] = range.split('-');
  if (!start || !end || parseIpv4(start) === undefined || parseIpv4(end) === undefined) {
    ctx.report(
      'unsupported',
      'SSLVPN',
      line,
      'ASA_POOL_UNREADABLE',
      'The pool could not be read (IPv6 pools are not converted).',
      name,
    );
    return;
  }
  // Pools and network objects are separate namespaces on ASA; FortiOS has one address table.
  let address = name;
  for (let i = 1; ctx.networkObjectNames.has(address) || ctx.hasAddress(address); i += 1)
    address = `${name}-pool${i === 1 ? '' : i}`;
  ctx.model.addresses.push({ name: address, origin: ctx.origin(line), kind: 'range', start, end });
  ctx.poolAddress.set(name, address);
  if (address !== name) {
    ctx.note(
      'addresses',
      address,
      'converted',
      'ASA_POOL_RENAMED',
      `IP local pool ${name} shares its name with a network object: the pool's address is named ${address}.`,
    );
  }
}

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

/** `dns server-group G` (name-server, domain-name) and top-level `dns domain-lookup`. */
export function readDnsGroup(ctx: AsaContext, block: TAsaBlock): void {
  const servers = block.children
    .filter((c) => c.tokens[0] === 'name-server')
    .map((c) => c.tokens[1] ?? '')
    .filter(Boolean);
  const domain = block.children.find((c) => c.tokens[0] === 'domain-name')?.tokens[1];
  if (ctx.model.dns) {
    ctx.report(
      'ignored',
      'DNS',
      block,
      'ASA_DNS_GROUP_EXTRA',
      'Only the first DNS server group is converted.',
    );
    return;
  }
  ctx.model.dns = { origin: ctx.origin(block), servers, ...(domain ? { domain } : {}) };
}
