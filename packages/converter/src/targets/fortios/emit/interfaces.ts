import type { TConfigModel, TInterface } from '../../../model/ir.js';
import { prefixToMask } from '../../../net/ipv4.js';
import { q } from '../writer.js';
import type { EmitContext } from './context.js';
import { emitSdwan } from './sdwan.js';
import { isValidName, vlanInterfaceName } from './name-rules.js';

const DEFAULT_PORTS = Array.from({ length: 64 }, (_, i) => `port${i + 1}`);

/** Source interfaces that need a target port of their own: physical ones, parents of VLANs. */
export function portNeeders(model: TConfigModel): string[] {
  const hardware: string[] = [];
  const add = (name: string) => {
    if (!hardware.includes(name)) hardware.push(name);
  };
  for (const iface of model.interfaces) {
    if (iface.kind === 'physical' || iface.kind === 'management') add(iface.hardware);
    if (iface.kind === 'vlan' && iface.parent) {
      const parent = model.interfaces.find((other) => other.hardware === iface.parent);
      if (!parent || parent.kind === 'physical' || parent.kind === 'management') add(iface.parent);
    }
    for (const member of iface.members ?? []) add(member);
  }
  return hardware;
}

/**
 * Maps source interfaces to target ports (the caller's map first, then free ports in order) and
 * writes `config system interface`: ports with the source name as alias, VLANs, aggregates.
 */
export function emitInterfaces(ctx: EmitContext): void {
  assignPorts(ctx);
  const portOf = ctx.ports;
  ctx.out.config('system interface', () => {
    for (const hardware of portOf.keys()) {
      const iface = ctx.model.interfaces.find((candidate) => candidate.hardware === hardware);
      const port = portOf.get(hardware) ?? '';
      if (iface) ctx.interfaceNames.set(iface.name, port);
      ctx.out.edit(port, () => {
        ctx.out.set('vdom', q('root'));
        if (iface) writeCommon(ctx, iface, port);
      });
      if (iface) ctx.target('interfaces', iface.name, `system interface "${port}"`);
    }
    for (const iface of ctx.model.interfaces) {
      if (iface.kind === 'physical' || iface.kind === 'management') continue;
      if (ctx.factory('interface', iface)) {
        ctx.interfaceNames.set(iface.name, iface.name);
        continue;
      }
      const parent = iface.parent
        ? (portOf.get(iface.parent) ?? ctx.intf(nameOfHardware(ctx, iface.parent) ?? ''))
        : undefined;
      if (iface.kind === 'vlan' && (!parent || iface.vlanId === undefined)) {
        ctx.note('interfaces', iface.name, {
          status: 'unsupported',
          code: 'VLAN_PARENT_UNKNOWN',
          message: 'The VLAN has no parent port or VLAN id on the target.',
        });
        continue;
      }
      if (iface.kind === 'tunnel') {
        ctx.note('interfaces', iface.name, {
          status: 'unsupported',
          code: 'TUNNEL_INTERFACE',
          message:
            'Tunnel interfaces become IPsec phase1 interfaces; this one has no tunnel to go with.',
        });
        continue;
      }
      const name = ctx.name('interfaces', 'interface', iface.name, vlanRename(ctx, iface, parent));
      ctx.interfaceNames.set(iface.name, name);
      ctx.out.edit(name, () => {
        ctx.out.set('vdom', q('root'));
        if (iface.kind === 'vlan') {
          ctx.out.set('type', 'vlan');
          ctx.out.set('interface', q(parent ?? ''));
          ctx.out.set('vlanid', iface.vlanId ?? 0);
        } else if (iface.kind === 'aggregate' || iface.kind === 'redundant') {
          ctx.out.set('type', iface.kind);
          const members = (iface.members ?? [])
            .map((m) => portOf.get(m))
            .filter((m): m is string => !!m);
          if (members.length) ctx.out.set('member', ...members.map(q));
        } else if (iface.kind === 'loopback') ctx.out.set('type', 'loopback');
        writeCommon(ctx, iface, name);
      });
      ctx.target('interfaces', iface.name, `system interface "${name}"`);
    }
  });
}

/**
 * Source hardware -> target port: the caller's map first; a FortiOS source keeps its port names
 * where the target model has them (all of them when its port list is unknown); the rest take
 * free ports in order. A FortiOS port that changes name is a mapping the engineer confirms:
 * its entry is partial (PORT_RENAMED), never just "Converted".
 */
function assignPorts(ctx: EmitContext): void {
  const map = ctx.options.interfaceMap ?? {};
  const fortios = ctx.model.vendor === 'fortinet';
  const known = ctx.options.targetPorts;
  const ports = known ?? DEFAULT_PORTS;
  const needers = portNeeders(ctx.model);
  const nameOf = (hardware: string) => nameOfHardware(ctx, hardware);
  const mapped = (hardware: string) => {
    const named = nameOf(hardware);
    return map[hardware] ?? (named ? map[named] : undefined);
  };
  const used = new Set(Object.values(map));
  // Names a FortiOS source keeps: not mapped elsewhere, not taken by the caller's map.
  const kept = new Set(
    fortios
      ? needers.filter(
          (h) => mapped(h) === undefined && !used.has(h) && (!known || known.includes(h)),
        )
      : [],
  );
  const free = ports.filter((port) => !used.has(port) && !kept.has(port));
  for (const hardware of needers) {
    const port = mapped(hardware) ?? (kept.has(hardware) ? hardware : free.shift());
    if (!port) continue;
    ctx.ports.set(hardware, port);
    ctx.names.reserve('interface', port);
    const name = nameOf(hardware);
    if (fortios && port !== hardware && name)
      ctx.note('interfaces', name, {
        status: 'partial',
        code: 'PORT_RENAMED',
        message: `Port ${hardware} -> ${port}: ${known && !known.includes(hardware) ? 'the target model has no port of that name' : 'the interface mapping says so'}; policies, routes and zones follow the new name. Check the cabling.`,
      });
  }
}

function nameOfHardware(ctx: EmitContext, hardware: string): string | undefined {
  return ctx.model.interfaces.find((iface) => iface.hardware === hardware)?.name;
}

/**
 * A VLAN whose name only spells its parent and tag (`ethernet1/3.10`, `ge-0/0/1.10`, `eth1.100`),
 * or that FortiOS would refuse, is named after its parent's target port instead (`port3.10`):
 * the source name points at a port the FortiGate does not have. A name of its own (`users`) is
 * kept when valid. The source name stays in the alias either way.
 */
function vlanRename(
  ctx: EmitContext,
  iface: TInterface,
  parent: string | undefined,
): { name: string; why: string } | undefined {
  if (iface.kind !== 'vlan' || !parent || iface.vlanId === undefined || !iface.parent) return;
  const lower = iface.name.toLowerCase();
  const spellsParent = [iface.parent, nameOfHardware(ctx, iface.parent)].some((source) => {
    const prefix = source?.toLowerCase();
    return !!prefix && lower.startsWith(prefix) && /^[.:_-]?\d+$/.test(lower.slice(prefix.length));
  });
  if (!spellsParent && isValidName('interface', iface.name)) return;
  return {
    name: vlanInterfaceName(parent, iface.vlanId),
    why: `after its parent port "${parent}" and VLAN id ${iface.vlanId}; the alias keeps the source name.`,
  };
}

function writeCommon(ctx: EmitContext, iface: TInterface, target: string): void {
  if (iface.addressing.mode === 'static') {
    const [first, ...secondary] = iface.addressing.addresses;
    if (first && !first.ip.includes(':')) {
      ctx.out.set('ip', first.ip, prefixToMask(first.prefix));
      ctx.routes.push({ ip: first.ip, prefix: first.prefix, interface: target });
    }
    if (secondary.length) {
      ctx.note('interfaces', iface.name, {
        status: 'partial',
        code: 'SECONDARY_ADDRESS',
        message: 'Secondary addresses are not converted.',
      });
    }
  } else if (iface.addressing.mode === 'dhcp' || iface.addressing.mode === 'pppoe') {
    ctx.out.set('mode', iface.addressing.mode);
  }
  ctx.out.set('allowaccess', 'ping');
  if (iface.name !== target) ctx.out.set('alias', q(iface.name.slice(0, 25)));
  if (iface.description) ctx.out.set('description', q(iface.description.slice(0, 255)));
  if (iface.mtu && iface.mtu !== 1500) {
    ctx.out.set('mtu-override', 'enable');
    ctx.out.set('mtu', iface.mtu);
  }
  if (!iface.enabled) ctx.out.set('status', 'down');
  if (iface.vrf) ctx.out.set('vrf', iface.vrf);
}

/** `config system zone` for source zones, `config system sdwan` for SD-WAN zones. */
export function emitZones(ctx: EmitContext): void {
  const zones = ctx.model.zones.filter((zone) => !zone.sdwan);
  emitSdwan(ctx);
  if (zones.length === 0) return;
  ctx.out.config('system zone', () => {
    for (const zone of zones) {
      if (ctx.factory('zone', zone)) {
        ctx.interfaceNames.set(zone.name, zone.name);
        continue;
      }
      const name = ctx.name('zones', 'zone', zone.name);
      ctx.interfaceNames.set(zone.name, name);
      const members = zone.interfaces.map((i) => ctx.intf(i)).filter((i): i is string => !!i);
      for (const member of members) ctx.zoneOf.set(member, name);
      ctx.out.edit(name, () => {
        // Zones have no alias; the description (127 characters) keeps the source name.
        if (name !== zone.name) ctx.out.set('description', q(zone.name.slice(0, 127)));
        if (members.length) ctx.out.set('interface', ...members.map(q));
        if (zone.intrazone === 'allow') ctx.out.set('intrazone', 'allow');
      });
      ctx.target('zones', zone.name, `system zone "${name}"`);
    }
  });
}
