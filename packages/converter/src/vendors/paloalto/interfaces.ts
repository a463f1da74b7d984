import type { TInterface, TInterfaceAddressing, TPrefix } from '../../model/ir.js';
import type { PanContext } from './context.js';
import { parseNetmask } from './literals.js';
import { at, child, entries, nameOf, textAt, type TXmlNode } from '../toolkit/xml-tree.js';

const UNSUPPORTED_MODES: Record<string, string> = {
  layer2: 'Layer 2 (switched) mode',
  'virtual-wire': 'virtual wire mode',
  tap: 'tap mode',
  ha: 'an HA link',
  'decrypt-mirror': 'decryption mirroring',
};

/**
 * `network/interface`: ethernet and aggregate ports in layer 3 mode with their VLAN units,
 * loopbacks; tunnel units become the phase1-interface of the tunnel that uses them.
 */
export function readInterfaces(ctx: PanContext, network: TXmlNode | undefined): void {
  const list = at(network, 'interface');
  if (!list) return;
  const aggregates = new Map<string, string[]>();
  for (const entry of entries(at(list, 'ethernet'))) {
    const group = textAt(entry, 'aggregate-group');
    if (group) aggregates.set(group, [...(aggregates.get(group) ?? []), nameOf(entry)]);
  }
  for (const entry of entries(at(list, 'ethernet'))) readPort(ctx, entry, 'physical');
  for (const entry of entries(at(list, 'aggregate-ethernet'))) {
    readPort(ctx, entry, 'aggregate', aggregates.get(nameOf(entry)) ?? []);
  }
  for (const unit of entries(at(list, 'loopback', 'units'))) {
    addInterface(ctx, unit, { kind: 'loopback', addressing: addressing(ctx, unit) });
  }
  for (const unit of entries(at(list, 'tunnel', 'units'))) {
    const name = nameOf(unit);
    const phase1 = ctx.tunnelPhase1.get(name);
    const gateway = ctx.gpTunnels.get(name);
    if (gateway) {
      ctx.report(
        'converted',
        'Interfaces',
        unit,
        'PANOS_GP_TUNNEL_INTERFACE',
        `Tunnel of GlobalProtect gateway ${gateway}: FortiOS's SSL VPN interface ssl.root stands for it.`,
        name,
      );
    } else if (phase1) {
      ctx.report(
        'converted',
        'Interfaces',
        unit,
        'PANOS_TUNNEL_INTERFACE',
        `Becomes the phase1-interface "${phase1}" of its IPsec tunnel.`,
        name,
      );
    } else {
      ctx.report(
        'unsupported',
        'Interfaces',
        unit,
        'PANOS_TUNNEL_UNUSED',
        'No IPsec tunnel uses this tunnel interface (GlobalProtect or unused): not converted.',
        name,
      );
    }
  }
}

function readPort(
  ctx: PanContext,
  entry: TXmlNode,
  kind: 'physical' | 'aggregate',
  members: string[] = [],
) {
  const name = nameOf(entry);
  const mode = entry.children.find((c) => c.name in UNSUPPORTED_MODES);
  if (mode) {
    ctx.report(
      'unsupported',
      'Interfaces',
      entry,
      'PANOS_INTERFACE_MODE',
      `${UNSUPPORTED_MODES[mode.name] ?? mode.name} is not converted: FortiOS needs a transparent-mode VDOM or a switch for it.`,
      name,
    );
    return;
  }
  const group = textAt(entry, 'aggregate-group');
  const layer3 = child(entry, 'layer3');
  addInterface(ctx, entry, {
    kind,
    addressing: layer3 ? addressing(ctx, layer3) : { mode: 'none' },
    ...(members.length ? { members } : {}),
    ...(mtuOf(layer3) ? { mtu: mtuOf(layer3) } : {}),
  });
  if (group)
    ctx.note('interfaces', name, 'converted', 'PANOS_AGGREGATE_MEMBER', `Member of ${group}.`);
  for (const unit of entries(at(layer3, 'units'))) {
    const tag = Number(textAt(unit, 'tag'));
    addInterface(ctx, unit, {
      kind: 'vlan',
      parent: name,
      ...(Number.isInteger(tag) && tag > 0 ? { vlanId: tag } : {}),
      addressing: addressing(ctx, unit),
      ...(mtuOf(unit) ? { mtu: mtuOf(unit) } : {}),
    });
  }
}

const mtuOf = (node: TXmlNode | undefined) => {
  const mtu = Number(textAt(node, 'mtu'));
  return Number.isInteger(mtu) && mtu > 0 ? mtu : undefined;
};

function addInterface(
  ctx: PanContext,
  entry: TXmlNode,
  fields: Pick<TInterface, 'kind' | 'addressing'> & Partial<TInterface>,
): void {
  const name = nameOf(entry);
  const description = textAt(entry, 'comment');
  ctx.model.interfaces.push({
    name,
    hardware: name,
    origin: ctx.take(entry),
    enabled: textAt(entry, 'link-state') !== 'down',
    ...(description ? { description } : {}),
    ...fields,
  });
  const ips = entries(at(entry, 'ip')).length + entries(at(entry, 'layer3', 'ip')).length;
  if (fields.addressing.mode === 'none' && ips > 0) {
    ctx.note(
      'interfaces',
      name,
      'partial',
      'PANOS_INTERFACE_IP',
      'Its addresses (variables or unknown objects) could not be read.',
    );
  }
}

/** Static addresses (CIDR, bare IP = /32, or an address object's name), DHCP or PPPoE. */
function addressing(ctx: PanContext, node: TXmlNode): TInterfaceAddressing {
  if (child(node, 'dhcp-client')) return { mode: 'dhcp' };
  if (child(node, 'pppoe')) return { mode: 'pppoe' };
  const addresses: TPrefix[] = [];
  for (const ip of entries(at(node, 'ip'))) {
    const value = nameOf(ip);
    const object = ctx.model.addresses.find((a) => a.name === value);
    const literal =
      object?.kind === 'subnet' || object?.kind === 'host'
        ? `${object.ip}${object.kind === 'subnet' ? `/${object.prefix}` : ''}`
        : value;
    const [host = ''] = literal.split('/');
    const net = parseNetmask(literal);
    // The interface keeps its own address, not the network of the prefix.
    if (net) addresses.push({ ip: host, prefix: net.prefix });
  }
  return addresses.length ? { mode: 'static', addresses } : { mode: 'none' };
}

/** Zones of a vsys: layer 3 and tunnel members; other zone types are kept empty and reported. */
export function readZones(ctx: PanContext, vsys: TXmlNode | undefined): void {
  for (const entry of entries(at(vsys, 'zone'))) {
    const name = nameOf(entry);
    const network = child(entry, 'network');
    const type = network?.children.find(
      (c) =>
        c.name !== 'zone-protection-profile' &&
        c.name !== 'log-setting' &&
        c.name !== 'enable-packet-buffer-protection',
    );
    const interfaces: string[] = [];
    const missing: string[] = [];
    const gp: string[] = [];
    for (const member of type?.children.filter((c) => c.name === 'member') ?? []) {
      if (ctx.gpTunnels.has(member.text)) {
        gp.push(member.text);
        continue;
      }
      const iface = ctx.tunnelPhase1.get(member.text) ?? member.text;
      const known =
        ctx.names.has('interfaces', iface) || ctx.model.phase1.some((p) => p.name === iface);
      if (known) interfaces.push(iface);
      else missing.push(member.text);
    }
    if (gp.length) ctx.gpZones.set(name, interfaces.length || missing.length ? 'mixed' : 'only');
    if (ctx.gpZones.get(name) === 'only') {
      ctx.report(
        'converted',
        'Zones',
        entry,
        'PANOS_GP_ZONE',
        `Holds only the GlobalProtect tunnel ${gp.join(', ')}: policies name ssl.root (the SSL VPN interface) instead of it.`,
        name,
      );
      continue;
    }
    ctx.model.zones.push({ name, origin: ctx.take(entry), interfaces, intrazone: 'allow' });
    if (gp.length)
      ctx.note(
        'zones',
        name,
        'converted',
        'PANOS_GP_ZONE',
        `Its GlobalProtect tunnel ${gp.join(', ')} is ssl.root on FortiOS: policies of the zone name ssl.root too.`,
      );
    if (type && type.name !== 'layer3' && type.name !== 'tunnel') {
      ctx.note(
        'zones',
        name,
        'unsupported',
        'PANOS_ZONE_TYPE',
        `A ${type.name} zone: its interfaces are not converted, so policies using it match no interface.`,
      );
    } else if (missing.length) {
      ctx.note(
        'zones',
        name,
        'partial',
        'PANOS_ZONE_MEMBER_MISSING',
        `Interfaces left out (not converted or not defined here): ${missing.join(', ')}.`,
      );
    }
    for (const extra of [
      'user-acl',
      'enable-user-identification',
      'enable-device-identification',
    ]) {
      if (child(entry, extra))
        ctx.note(
          'zones',
          name,
          'converted',
          'PANOS_ZONE_USER_ID',
          'User-ID settings of the zone are not carried over.',
        );
    }
  }
}
