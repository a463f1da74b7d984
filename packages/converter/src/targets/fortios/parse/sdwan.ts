import type { ParseContext } from './context.js';
import { Fields } from './fields.js';
import type { TCliConfig } from './tree.js';

/**
 * `config system sdwan` (FortiOS 6.4+) and `config system virtual-wan-link` (6.0-6.2) -> TZone:
 * policies name SD-WAN zones as interfaces, and such a zone stands for its member interfaces
 * (FortiOS Administration Guide, "SD-WAN zones"; CLI reference `system sdwan`: `config zone`,
 * `config members` with `set interface` and `set zone`). A member without `set zone` belongs to
 * `virtual-wan-link`, the only zone before 6.4. Members' gateways, health checks and SD-WAN
 * rules steer routing, which the model does not hold: one line says so.
 */

const DEFAULT_ZONE = 'virtual-wan-link';

export function mapSdwan(ctx: ParseContext, table: TCliConfig): void {
  const f = new Fields(table);
  const path = table.path.join(' ');
  const zones = new Map<
    string,
    { interfaces: string[]; span: { line: number; endLine: number } }
  >();
  for (const entry of f.entries('zone'))
    zones.set(entry.key, { interfaces: [], span: { line: entry.line, endLine: entry.endLine } });
  for (const member of f.entries('members')) {
    const m = new Fields(member);
    const intf = m.str('interface');
    if (!intf) continue;
    const name = m.str('zone') ?? DEFAULT_ZONE;
    // A zone no `config zone` entry lists (6.2 files, or the default zone): the members' span.
    let zone = zones.get(name);
    if (!zone) {
      zone = { interfaces: [], span: { line: member.line, endLine: member.endLine } };
      zones.set(name, zone);
    }
    if (!zone.interfaces.includes(intf)) zone.interfaces.push(intf);
  }
  const enabled = f.str('status') === 'enable';
  for (const [name, zone] of zones) {
    ctx.define('interface', name);
    ctx.model.zones.push({
      name,
      origin: ctx.origin(zone.span),
      interfaces: zone.interfaces,
      // SD-WAN zones have no intrazone setting: traffic between members needs a policy.
      intrazone: 'deny',
      sdwan: true,
    });
    ctx.note(
      'zones',
      name,
      'partial',
      'FORTIOS_SDWAN_ZONE',
      `SD-WAN zone of ${zone.interfaces.join(', ') || 'no interface'}${enabled ? '' : ' (SD-WAN disabled)'}: its zone and members are carried; members' gateways, health checks and SD-WAN rules are not: set them again`,
    );
  }
  ctx.line(
    'ignored',
    'System',
    table,
    'FORTIOS_SDWAN_SETTINGS',
    `config ${path}: its zones and members are read; members' gateways, health checks and SD-WAN rules are not converted`,
  );
}
