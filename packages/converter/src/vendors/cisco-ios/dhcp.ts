import type { TDhcpReservation, TDhcpServer } from '../../model/ir.js';
import { formatIpv4, parseIpv4, prefixRange, prefixToMask } from '../../net/ipv4.js';
import { dottedMaskPrefix } from '../toolkit/vendor-context.js';
import type { IosContext, TBlock, TLine } from './context.js';

/** `aabb.ccdd.eeff` or `01aa.bbcc.ddee.ff` (client-identifier) as `aa:bb:cc:dd:ee:ff`. */
function macOf(token: string | undefined, clientId: boolean): string | undefined {
  const hex = (token ?? '').replace(/\./g, '').toLowerCase();
  const bare = clientId && hex.length === 14 && hex.startsWith('01') ? hex.slice(2) : hex;
  return /^[0-9a-f]{12}$/.test(bare) ? (bare.match(/../g) ?? []).join(':') : undefined;
}

const ipToInt = (ip: string) => parseIpv4(ip) ?? 0;
const intToIp = formatIpv4;

/** Whether an interface subnet holds the address. */
function holds(subnet: { ip: string; prefix: number }, ip: string): boolean {
  const [low, high] = prefixRange(subnet.ip, subnet.prefix);
  const n = ipToInt(ip);
  return n >= low && n <= high;
}

/** The address range of a network minus the excluded ones (network and broadcast aside). */
function rangesOf(
  network: string,
  prefix: number,
  excluded: [number, number][],
): [string, string][] {
  const out: [string, string][] = [];
  const [low, high] = prefixRange(network, prefix);
  let start = low + 1;
  const last = high - 1;
  for (const [a, b] of [...excluded].sort((x, y) => x[0] - y[0])) {
    if (b < start || a > last) continue;
    if (a > start) out.push([intToIp(start), intToIp(a - 1)]);
    start = Math.max(start, b + 1);
  }
  if (start <= last) out.push([intToIp(start), intToIp(last)]);
  return out;
}

/**
 * `ip dhcp pool N` (`network A M`, `default-router`, `dns-server`, `domain-name`, `lease D [H [M]]`)
 * becomes a DHCP server on the interface whose subnet holds the network, the global
 * `ip dhcp excluded-address A [B]` taken out of its range; host pools (`host A M` with
 * `hardware-address` or `client-identifier`) become reservations of that server.
 */
export function buildDhcp(ctx: IosContext, pools: TBlock[], exclusions: TLine[]): void {
  const excluded: [number, number][] = [];
  for (const line of exclusions) {
    const a = ctx.ip(line.tokens[3]);
    const b = ctx.ip(line.tokens[4]) ?? a;
    if (a && b) excluded.push([ipToInt(a), ipToInt(b)]);
    ctx.report(
      a ? 'converted' : 'unsupported',
      'DHCP Servers',
      line,
      'IOS_DHCP_EXCLUDED',
      a
        ? 'Taken out of the range of the DHCP server whose subnet holds it.'
        : 'The excluded range could not be read.',
    );
  }
  const hosts: { block: TBlock; ip: string; reservation: TDhcpReservation }[] = [];
  for (const block of pools) {
    const name = block.head.tokens[3] ?? '';
    const value = (word: string) => block.children.find((c) => c.tokens[0] === word)?.tokens;
    const host = value('host');
    if (host) {
      const mac =
        macOf(value('hardware-address')?.[1], false) ??
        macOf(value('client-identifier')?.[1], true);
      if (mac && ctx.ip(host[1]))
        hosts.push({
          block,
          ip: host[1] ?? '',
          reservation: { mac, ip: host[1] ?? '', description: name },
        });
      else
        ctx.report(
          'unsupported',
          'DHCP Servers',
          block,
          'IOS_DHCP_HOST',
          `Host pool ${name} has no readable MAC address: add the reservation by hand.`,
          name,
        );
      continue;
    }
    const network = value('network');
    const prefix = network?.[2]?.startsWith('/')
      ? Number(network[2].slice(1))
      : dottedMaskPrefix(network?.[2] ?? '');
    const at = network?.[1];
    const iface = ctx.model.interfaces.find(
      (i) =>
        i.addressing.mode === 'static' &&
        i.addressing.addresses.some((a) => at !== undefined && a.prefix === prefix && holds(a, at)),
    );
    if (
      !network?.[1] ||
      !ctx.ip(network[1]) ||
      prefix === undefined ||
      prefix < 1 ||
      prefix > 30 ||
      !iface
    ) {
      ctx.report(
        'unsupported',
        'DHCP Servers',
        block,
        'IOS_DHCP_POOL',
        `DHCP pool ${name}: ${iface || !network ? 'no network could be read' : 'no interface has its subnet'}; configure the FortiOS DHCP server by hand.`,
        name,
      );
      continue;
    }
    const server: TDhcpServer = {
      id: name,
      origin: ctx.origin(block),
      interface: iface.name,
      ranges: rangesOf(network[1], prefix, excluded),
      netmask: prefixToMask(prefix),
      dnsServers: (value('dns-server') ?? []).slice(1).filter((t) => ctx.ip(t)),
      enabled: true,
    };
    const gateway = value('default-router')?.[1];
    if (gateway) server.gateway = gateway;
    const domain = value('domain-name')?.[1];
    if (domain) server.domain = domain;
    const lease = value('lease');
    if (lease && lease[1] !== 'infinite')
      server.leaseSeconds =
        (Number(lease[1] ?? 1) * 24 * 60 + Number(lease[2] ?? 0) * 60 + Number(lease[3] ?? 0)) * 60;
    for (const child of block.children)
      if (
        !['network', 'default-router', 'dns-server', 'domain-name', 'lease'].includes(
          child.tokens[0] ?? '',
        )
      )
        ctx.report(
          'unsupported',
          'DHCP Servers',
          child,
          'IOS_DHCP_OPTION',
          `"${child.text.trim()}" of pool ${name} is not converted: add it to the FortiOS DHCP server by hand.`,
          name,
        );
    ctx.model.dhcpServers.push(server);
  }
  for (const { block, ip, reservation } of hosts) {
    const server = ctx.model.dhcpServers.find(
      (s) =>
        s.ranges.length > 0 &&
        ctx.model.interfaces.some(
          (i) =>
            i.name === s.interface &&
            i.addressing.mode === 'static' &&
            i.addressing.addresses.some((a) => holds(a, ip)),
        ),
    );
    if (server) {
      (server.reservations ??= []).push(reservation);
      ctx.report(
        'converted',
        'DHCP Servers',
        block,
        'IOS_DHCP_RESERVATION',
        `Reservation of ${ip} on the DHCP server ${server.id}.`,
        reservation.description,
      );
    } else
      ctx.report(
        'unsupported',
        'DHCP Servers',
        block,
        'IOS_DHCP_HOST',
        `No DHCP server serves ${ip}: add the reservation by hand.`,
        reservation.description,
      );
  }
}
