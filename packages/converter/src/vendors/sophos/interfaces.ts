import type { TInterface, TInterfaceAddressing, TPrefix } from '../../model/ir.js';
import { dottedMaskPrefix } from '../toolkit/vendor-context.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import type { SophosContext } from './context.js';
import { list, text } from './xml.js';

/** `IPAddress` + dotted `Netmask` (or the LAG's `IPv4Address`) as a prefix. */
function staticAddress(node: TXmlNode): TPrefix | undefined {
  const ip = text(node, 'IPAddress') ?? text(node, 'IPv4Address');
  const prefix = dottedMaskPrefix(text(node, 'Netmask') ?? '');
  return ip && prefix !== undefined ? { ip, prefix } : undefined;
}

function addressing(ctx: SophosContext, node: TXmlNode, name: string): TInterfaceAddressing {
  if (text(node, 'IPv4Configuration') === 'Disable') return { mode: 'none' };
  const assignment = text(node, 'IPv4Assignment') ?? 'Static';
  if (assignment === 'DHCP') return { mode: 'dhcp' };
  if (assignment === 'PPPoE') {
    ctx.note(
      'interfaces',
      name,
      'partial',
      'SOPHOS_PPPOE',
      'PPPoE credentials are not carried: enter them on FortiOS.',
    );
    return { mode: 'pppoe' };
  }
  const address = staticAddress(node);
  return address ? { mode: 'static', addresses: [address] } : { mode: 'none' };
}

/** A physical port, VLAN or LAG, placed in its zone. */
function readOne(ctx: SophosContext, node: TXmlNode, kind: TInterface['kind']): void {
  const name = text(node, 'Name') ?? text(node, 'Hardware');
  if (!name) {
    ctx.report(
      'unsupported',
      'Interfaces',
      node,
      'SOPHOS_INTERFACE_NO_NAME',
      'An interface without a name is not converted.',
    );
    return;
  }
  const iface: TInterface = {
    name,
    origin: ctx.origin(node),
    hardware: text(node, 'Hardware') ?? name,
    kind,
    addressing: addressing(ctx, node, name),
    // `Status` is the runtime link state of the export (`Connected`, `Disabled`).
    enabled: text(node, 'Status') !== 'Disabled',
  };
  const mtu = Number(text(node, 'MTU'));
  if (Number.isInteger(mtu) && mtu > 0) iface.mtu = mtu;
  const description = text(node, 'Description');
  if (description) iface.description = description;
  if (kind === 'vlan') {
    const parent = text(node, 'Interface');
    const vlanId = Number(text(node, 'VLANID'));
    if (parent) iface.parent = parent;
    if (Number.isInteger(vlanId)) iface.vlanId = vlanId;
  }
  if (kind === 'aggregate') iface.members = list(node, 'MemberInterface', 'Interface');
  const zone = text(node, 'NetworkZone') ?? text(node, 'Zone');
  if (zone && zone !== 'None') {
    iface.zone = zone;
    ctx.addToZone(zone, name);
  }
  ctx.model.interfaces.push(iface);
}

/** `<Interface>`, `<VLAN>` and `<LAG>` entities. */
export function readInterfaces(ctx: SophosContext, nodes: Map<string, TXmlNode[]>): void {
  for (const node of nodes.get('Interface') ?? []) readOne(ctx, node, 'physical');
  for (const node of nodes.get('LAG') ?? []) readOne(ctx, node, 'aggregate');
  for (const node of nodes.get('VLAN') ?? []) readOne(ctx, node, 'vlan');
  for (const node of nodes.get('Alias') ?? []) readAlias(ctx, node);
}

/** `<Alias>`: a secondary address of an interface, added to it. */
function readAlias(ctx: SophosContext, node: TXmlNode): void {
  const owner = ctx.model.interfaces.find((i) => i.name === text(node, 'Interface'));
  const address = staticAddress(node);
  const name = text(node, 'Name') ?? text(node, 'Interface');
  if (
    !owner ||
    !address ||
    owner.addressing.mode !== 'static' ||
    text(node, 'IPFamily') === 'IPv6'
  ) {
    ctx.report(
      'unsupported',
      'Interfaces',
      node,
      'SOPHOS_ALIAS_NOT_CONVERTED',
      'An alias needs an IPv4 address on a converted interface with a static address: add it as a secondary IP on FortiOS.',
      name,
    );
    return;
  }
  owner.addressing.addresses.push(address);
  ctx.report(
    'partial',
    'Interfaces',
    node,
    'SOPHOS_ALIAS',
    `A secondary address of ${owner.name}: see that interface.`,
    name,
    'narrows',
  );
}
