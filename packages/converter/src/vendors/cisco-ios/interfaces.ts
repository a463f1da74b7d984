import type { TInterface, TInterfaceKind, TPrefix } from '../../model/ir.js';
import { dottedMaskPrefix } from '../toolkit/vendor-context.js';
import type { IosContext, TBlock, TLine } from './context.js';

function kindOf(hardware: string): TInterfaceKind {
  if (/^port-channel/i.test(hardware)) return 'aggregate';
  if (/^tunnel/i.test(hardware)) return 'tunnel';
  if (/^loopback/i.test(hardware)) return 'loopback';
  return hardware.includes('.') ? 'vlan' : 'physical';
}

/** Sub-lines that only tune the port (speed, duplex, ...): part of the interface, nothing to convert. */
const PORT_TUNING = new Set([
  'speed',
  'duplex',
  'media-type',
  'negotiation',
  'mtu',
  'load-interval',
  'keepalive',
  'cdp',
  'mop',
  'no',
  'bandwidth',
  'delay',
  'arp',
  'ipv6',
  'standby',
  'vrrp',
  'service-policy',
  'switchport',
  'spanning-tree',
  'storm-control',
  'logging',
  'snmp',
]);

/** What each interface says about security, read by the other readers. */
function readSecurityLine(ctx: IosContext, iface: TInterface, line: TLine): boolean {
  const [w0, w1, w2, w3] = line.tokens;
  const name = iface.name;
  if (w0 === 'ip' && w1 === 'access-group' && w2 && (w3 === 'in' || w3 === 'out')) {
    ctx.bindings.push({ acl: w2, direction: w3, iface: name, line });
    ctx.useAcl(w2, 'interface');
    return true;
  }
  if (w0 === 'ip' && w1 === 'nat' && (w2 === 'inside' || w2 === 'outside')) {
    (w2 === 'inside' ? ctx.natInside : ctx.natOutside).push(name);
    ctx.report(
      'converted',
      'NAT',
      line,
      'IOS_NAT_ROLE',
      `${name} is a NAT ${w2} interface: NAT rules translate between inside and outside interfaces.`,
      name,
    );
    return true;
  }
  if (w0 === 'zone-member' && w1 === 'security' && w2) {
    iface.zone = w2;
    return true;
  }
  if (w0 === 'crypto' && w1 === 'map' && w2) {
    ctx.cryptoMapOn.set(name, w2);
    return true;
  }
  return false;
}

/**
 * `interface NAME` with `description`, `ip address A M [secondary]`, `ip address dhcp`,
 * `encapsulation dot1Q N`, `shutdown`; the security lines (`ip access-group`, `ip nat`,
 * `zone-member security`, `crypto map`) are kept for their readers; the rest reported.
 */
export function readInterface(ctx: IosContext, block: TBlock): void {
  const hardware = block.head.tokens[1] ?? '';
  if (/^null/i.test(hardware)) {
    ctx.report(
      'ignored',
      'Interfaces',
      block,
      'IOS_NULL_INTERFACE',
      'Null0 discards traffic: routes to it become blackhole routes.',
      hardware,
    );
    return;
  }
  const iface: TInterface = {
    name: hardware,
    origin: ctx.origin(block),
    hardware,
    kind: kindOf(hardware),
    addressing: { mode: 'none' },
    enabled: true,
  };
  const addresses: TPrefix[] = [];
  for (const line of block.children) {
    const [w0, w1, w2, w3, w4] = line.tokens;
    const text = line.text.trim();
    if (text === 'shutdown') iface.enabled = false;
    else if (text === 'no shutdown' || text === 'no ip address') continue;
    else if (w0 === 'description') iface.description = text.slice('description '.length);
    else if (w0 === 'encapsulation' && /^dot1q$/i.test(w1 ?? '') && w2) {
      iface.kind = 'vlan';
      iface.vlanId = Number(w2);
      iface.parent = hardware.split('.')[0] ?? hardware;
      if (w3 === 'native')
        ctx.report(
          'partial',
          'Interfaces',
          line,
          'IOS_NATIVE_VLAN',
          `VLAN ${w2} is the native (untagged) VLAN of ${iface.parent}: on FortiOS set the address on the parent port instead.`,
          hardware,
        );
    } else if (w0 === 'ip' && w1 === 'address' && (w2 === 'dhcp' || w2 === 'negotiated'))
      iface.addressing = { mode: w2 === 'dhcp' ? 'dhcp' : 'pppoe' };
    else if (
      w0 === 'ip' &&
      w1 === 'address' &&
      ctx.ip(w2) &&
      w3 &&
      dottedMaskPrefix(w3) !== undefined
    ) {
      const prefix = { ip: w2 ?? '', prefix: dottedMaskPrefix(w3) ?? 32 };
      if (w4 === 'secondary') addresses.push(prefix);
      else addresses.unshift(prefix);
    } else if (!readSecurityLine(ctx, iface, line)) reportInterfaceLine(ctx, iface, line);
  }
  if (addresses.length > 0) iface.addressing = { mode: 'static', addresses };
  ctx.model.interfaces.push(iface);
  if (/^vlan\d+$/i.test(hardware))
    ctx.note(
      'interfaces',
      hardware,
      'partial',
      'IOS_SVI',
      `${hardware} is a switch VLAN interface (SVI): on FortiOS make it a VLAN on the port (or software switch) that carries VLAN ${hardware.slice(4)}.`,
    );
}

/** Interface sub-lines no model field holds. */
function reportInterfaceLine(ctx: IosContext, iface: TInterface, line: TLine): void {
  const [w0, w1] = line.tokens;
  const name = iface.name;
  if (w0 === 'ip' && w1 === 'inspect')
    ctx.report(
      'ignored',
      'Policies',
      line,
      'IOS_CBAC',
      'CBAC inspection (ip inspect) only adds state for replies: FortiOS policies are stateful, so replies to permitted sessions pass without it. The inspection list is not converted.',
      name,
    );
  else if (w0 === 'ip' && w1 === 'helper-address')
    ctx.report(
      'unsupported',
      'DHCP Servers',
      line,
      'IOS_DHCP_RELAY',
      `DHCP relay on ${name}: set dhcp-relay-service enable and dhcp-relay-ip on the FortiOS interface.`,
      name,
    );
  else if ((w0 === 'vrf' && w1 === 'forwarding') || (w0 === 'ip' && w1 === 'vrf'))
    ctx.report(
      'unsupported',
      'Interfaces',
      line,
      'IOS_VRF',
      `${name} is in a VRF: set the FortiOS vrf (or a VDOM) by hand; its routes and rules are read as the main table.`,
      name,
    );
  else if (w0 === 'ipv6' && w1 === 'traffic-filter')
    ctx.report(
      'unsupported',
      'Policies',
      line,
      'IOS_IPV6_FILTER',
      'IPv6 access lists are not converted: write the IPv6 policies by hand.',
      name,
    );
  else if (w0 === 'tunnel' || (w0 === 'ip' && w1 === 'unnumbered'))
    ctx.report(
      'converted',
      'Interfaces',
      line,
      'IOS_TUNNEL_LINE',
      'Read with the tunnel (VPN IPsec) or the interface it borrows its address from.',
      name,
    );
  else if (w0 === 'channel-group')
    ctx.report(
      'partial',
      'Interfaces',
      line,
      'IOS_CHANNEL_MEMBER',
      `${name} is a member of Port-channel${line.tokens[1] ?? ''}: add it as a member of the FortiOS aggregate.`,
      name,
    );
  else if (PORT_TUNING.has(w0 ?? '') || (w0 === 'ip' && w1 !== undefined))
    ctx.report(
      'ignored',
      'Interfaces',
      line,
      'IOS_INTERFACE_SETTING',
      `Interface setting "${line.text.trim()}" is not converted (FortiOS defaults apply).`,
      name,
    );
  else
    ctx.report(
      'unrecognised',
      'Interfaces',
      line,
      'IOS_INTERFACE_UNKNOWN',
      `Interface line "${line.text.trim()}" is not understood.`,
      name,
    );
}

/** Zones learn their members once every interface is read. */
export function zoneMembers(ctx: IosContext): void {
  for (const iface of ctx.model.interfaces) {
    const zone = ctx.model.zones.find((z) => z.name === iface.zone);
    if (zone) zone.interfaces.push(iface.name);
  }
}
