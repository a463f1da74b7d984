import type { TDhcpReservation, TDhcpServer, TIp } from '../../model/ir.js';
import { parseIpv4, prefixRange, prefixToMask } from '../../net/ipv4.js';
import { parsePrefix } from '../toolkit/vendor-context.js';
import type { VyosContext } from './context.js';
import { flag, leaf, leaves, sub, tags, use, type TNode } from './tree.js';

/** A subnet option, EdgeOS / VyOS 1.3 (`default-router`) or VyOS 1.4 (`option default-router`). */
const option = (subnet: TNode, ...keys: string[]) =>
  keys.flatMap((key) => [...leaves(subnet, key), ...leaves(subnet, 'option', key)]);

/** The interface whose static address is inside the subnet. */
function interfaceOf(ctx: VyosContext, ip: string, prefix: number): string | undefined {
  const [low, high] = prefixRange(ip, prefix);
  return ctx.model.interfaces.find(
    (i) =>
      i.addressing.mode === 'static' &&
      i.addressing.addresses.some((a) => {
        const n = parseIpv4(a.ip);
        return n !== undefined && n >= low && n <= high;
      }),
  )?.name;
}

/**
 * `service dhcp-server shared-network-name N subnet S`: one FortiOS DHCP server per subnet on
 * the interface that has an address in it, with its ranges (EdgeOS `start A stop B`, VyOS
 * `range N start/stop`), router, DNS servers, domain, lease and static mappings.
 */
export function readDhcp(ctx: VyosContext, root: TNode): void {
  const server = sub(root, 'service', 'dhcp-server');
  if (!server) return;
  const off = leaf(server, 'disabled') === 'true' || flag(server, 'disable');
  for (const network of tags(server, 'shared-network-name')) {
    use(network);
    for (const subnet of tags(network, 'subnet')) {
      const id = `${network.word}:${subnet.word}`;
      const net = parsePrefix(subnet.word);
      const iface = net ? interfaceOf(ctx, net.ip, net.prefix) : undefined;
      if (!net || !iface) {
        ctx.report(
          'unsupported',
          'DHCP Servers',
          subnet,
          'VYOS_DHCP_NO_INTERFACE',
          `DHCP subnet ${subnet.word} has no interface with an address in it in this input: make the FortiOS DHCP server by hand.`,
          id,
        );
        continue;
      }
      const ranges: [TIp, TIp][] = [];
      for (const start of tags(subnet, 'start'))
        ranges.push([start.word, leaf(start, 'stop') ?? start.word]);
      for (const range of tags(subnet, 'range')) {
        const start = leaf(range, 'start');
        if (start) ranges.push([start, leaf(range, 'stop') ?? start]);
      }
      const reservations: TDhcpReservation[] = [];
      for (const mapping of tags(subnet, 'static-mapping')) {
        const ip = leaf(mapping, 'ip-address');
        const mac = leaf(mapping, 'mac-address') ?? leaf(mapping, 'mac');
        if (ip && mac) reservations.push({ mac, ip, description: mapping.word });
      }
      const lease = Number(option(subnet, 'lease')[0]);
      const gateway = option(subnet, 'default-router')[0];
      const domain = option(subnet, 'domain-name')[0];
      const dhcp: TDhcpServer = {
        id,
        // One subnet: the shared network's own settings (authoritative) are its server's.
        origin: ctx.origin(tags(network, 'subnet').length === 1 ? network : subnet),
        interface: iface,
        ranges,
        netmask: prefixToMask(net.prefix),
        ...(gateway ? { gateway } : {}),
        dnsServers: option(subnet, 'dns-server', 'name-server'),
        ...(domain ? { domain } : {}),
        ...(Number.isInteger(lease) && lease > 0 ? { leaseSeconds: lease } : {}),
        enabled: !off && !flag(network, 'disable'),
        ...(reservations.length ? { reservations } : {}),
      };
      ctx.model.dhcpServers.push(dhcp);
      const extra = subnet.children.filter(
        (c) =>
          !KNOWN.has(c.word) &&
          !(c.word === 'option' && c.children.every((o) => KNOWN.has(o.word))),
      );
      if (extra.length)
        ctx.note(
          'dhcpServers',
          id,
          'partial',
          'VYOS_DHCP_OPTION',
          `Options not carried: ${extra.map((c) => c.word).join(', ')}; set them on the FortiOS DHCP server (set options) if needed.`,
          'unknown',
        );
    }
  }
}

const KNOWN = new Set([
  'start',
  'range',
  'static-mapping',
  'lease',
  'default-router',
  'dns-server',
  'name-server',
  'domain-name',
  'subnet-id',
]);
