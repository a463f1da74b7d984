import type { TInterface, TInterfaceAddressing } from '../../model/ir.js';
import { isIpv4, maskToPrefix, networkOf } from '../../net/ipv4.js';
import type { SonicWallContext } from './context.js';
import { field, type TRow } from './tables.js';

const IFACES = 'Interfaces';

/** Fields of an interface row the reader uses or knows to carry no forwarding meaning. */
const KNOWN = new Set([
  'ifnum',
  'name',
  'phys_type',
  'lan_ip',
  'lan_mask',
  'static_ip',
  'static_mask',
  'static_gateway',
  'vlan_tag',
  'vlan_parent',
  'comment',
  'Zone',
  'mode',
  'color',
]);

/** A usable address (not empty, not the `0.0.0.0` placeholder). */
export const usable = (ip: string) => isIpv4(ip) && ip !== '0.0.0.0';

/** Zones whose interfaces take their address from the WAN (`static_*`) fields. */
const isWanZone = (zone: string) => zone.toUpperCase() === 'WAN';

function addressing(row: TRow, zone: string): TInterfaceAddressing {
  const mode = field(row, 'mode');
  if (mode === '1') return { mode: 'dhcp' };
  if (mode === '2') return { mode: 'pppoe' };
  const lan = [field(row, 'lan_ip'), field(row, 'lan_mask')] as const;
  const wan = [field(row, 'static_ip'), field(row, 'static_mask')] as const;
  const pairs = isWanZone(zone) ? [wan, lan] : [lan, wan];
  for (const [ip, mask] of pairs) {
    const prefix = maskToPrefix(mask);
    if (usable(ip) && prefix !== undefined && prefix > 0)
      return { mode: 'static', addresses: [{ ip, prefix }] };
  }
  return { mode: 'none' };
}

/**
 * `iface_*_N` and `interface_Zone_N` (reference §3 Interfaces): physical ports and VLAN
 * sub-interfaces (`X0:V10`), their zone and address. NAT and route policies name interfaces by
 * `iface_ifnum`, kept in `ctx.ifnums`. A WAN interface's gateway is the default route.
 */
export function readInterfaces(ctx: SonicWallContext): void {
  const rows = ctx.tables.rows('iface');
  for (const row of rows) {
    const name = field(row, 'name');
    const ifnum = field(row, 'ifnum');
    if (name && ifnum) ctx.ifnums.set(ifnum, name);
  }
  for (const row of rows) {
    const name = field(row, 'name');
    if (!name) {
      ctx.report(
        'unrecognised',
        IFACES,
        row,
        'SW_IFACE_NO_NAME',
        'An interface row without a name.',
      );
      continue;
    }
    const zone = field(row, 'Zone');
    const iface: TInterface = {
      name,
      hardware: name,
      kind: 'physical',
      addressing: addressing(row, zone),
      enabled: true,
      origin: { file: ctx.file, line: 1, endLine: 1 },
    };
    const vlan = Number(field(row, 'vlan_tag'));
    if (name.includes(':') || vlan > 0) {
      iface.kind = 'vlan';
      const parent = ctx.ifnums.get(field(row, 'vlan_parent')) ?? name.split(':')[0] ?? name;
      iface.parent = parent;
      iface.hardware = parent;
      if (vlan > 0) iface.vlanId = vlan;
      else {
        const tag = /:V(\d+)$/.exec(name)?.[1];
        if (tag) iface.vlanId = Number(tag);
      }
    }
    const comment = field(row, 'comment');
    if (comment) iface.description = comment;
    if (zone) {
      iface.zone = zone;
      ctx.ifaceZone.set(name, zone);
    } else if (iface.addressing.mode === 'none') {
      ctx.report(
        'ignored',
        IFACES,
        row,
        'SW_IFACE_UNASSIGNED',
        `${name} has no zone and no address: it carries no traffic.`,
        name,
      );
      continue;
    }
    iface.origin = ctx.origin(row);
    ctx.model.interfaces.push(iface);
    const unread = [...row.fields.keys()].filter((f) => !KNOWN.has(f) && field(row, f) !== '');
    if (unread.length)
      ctx.note(
        'interfaces',
        name,
        'converted',
        'SW_IFACE_FIELDS',
        `Not read (management, link and service settings): ${unread.map((f) => `${f}=${field(row, f)}`).join(', ')}; set allowaccess and link options on the FortiGate port.`,
      );
    defaultRoute(ctx, row, iface);
  }
}

/** `iface_static_gateway_N` of an interface with a static address: the default route. */
function defaultRoute(ctx: SonicWallContext, row: TRow, iface: TInterface): void {
  const gateway = row.fields.get('static_gateway');
  if (!gateway || !usable(gateway.value) || iface.addressing.mode !== 'static') return;
  const net = iface.addressing.addresses[0];
  if (!net || networkOf(gateway.value, net.prefix) !== networkOf(net.ip, net.prefix)) return;
  ctx.model.routes.push({
    id: `default-${iface.name}`,
    origin: { file: ctx.file, line: gateway.n, endLine: gateway.n },
    dst: { ip: '0.0.0.0', prefix: 0 },
    gateway: gateway.value,
    device: iface.name,
    comment: `default gateway of ${iface.name}`,
  });
}
