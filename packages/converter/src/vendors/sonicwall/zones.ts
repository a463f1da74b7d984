import type { SonicWallContext } from './context.js';
import { field } from './tables.js';

const ZONES = 'Zones';

/** Zone security-service settings (`zoneObjGavProfile_N` ...): FortiOS sets them per policy. */
const SERVICE_FIELDS = /Profile$|Enforce|Gav|Ips|Asp|Cfs|Dpi/i;

/**
 * `zoneObjId_N` (reference §3 Zones): a zone holds the interfaces whose `interface_Zone` names
 * it, and the VPN zone the site-to-site tunnels. Traffic inside a zone is decided by the zone
 * pair's access rules, which the export lists (the auto-added ones too), so the FortiOS zone
 * blocks intra-zone traffic and the converted rules decide it. A zone with no interface is not
 * written: rules naming it are reported.
 */
export function readZones(ctx: SonicWallContext, tunnels: readonly string[]): void {
  const members = new Map<string, string[]>();
  for (const iface of ctx.model.interfaces)
    if (iface.zone) members.set(iface.zone, [...(members.get(iface.zone) ?? []), iface.name]);
  for (const row of ctx.tables.rows('zoneObj')) {
    const name = field(row, 'Id');
    if (!name) {
      ctx.report('unrecognised', ZONES, row, 'SW_ZONE_NO_NAME', 'A zone row without a name.');
      continue;
    }
    const interfaces = [
      ...(members.get(name) ?? []),
      ...(name.toUpperCase() === 'VPN' ? tunnels : []),
    ];
    members.delete(name);
    if (interfaces.length === 0) {
      ctx.report(
        'ignored',
        ZONES,
        row,
        'SW_ZONE_EMPTY',
        `Zone ${name} has no interface${name.toUpperCase() === 'VPN' ? ' and no converted site-to-site tunnel' : ''}: not written; rules naming it are reported.`,
        name,
      );
      continue;
    }
    ctx.model.zones.push({ name, interfaces, intrazone: 'deny', origin: ctx.origin(row) });
    const trusted = ['1', 'on'].includes(field(row, 'IntraZoneCom'));
    const inside = ctx.tables
      .rows('policy')
      .some((r) => field(r, 'SrcZone') === name && field(r, 'DstZone') === name);
    if (trusted && !inside)
      ctx.note(
        'zones',
        name,
        'partial',
        'SW_INTERFACE_TRUST',
        `Interface trust is on, but the export has no ${name} to ${name} rule: FortiOS blocks traffic inside the zone; add a policy from ${name} to ${name} if SonicOS allowed it.`,
        'narrows',
      );
    const services = [...row.fields.keys()].filter(
      (f) => SERVICE_FIELDS.test(f) && !['', '0'].includes(field(row, f)),
    );
    if (services.length)
      ctx.note(
        'zones',
        name,
        'converted',
        'SW_ZONE_SERVICES',
        `Zone security services (${services.join(', ')}) are not converted: attach FortiOS security profiles to the policies of ${name}.`,
      );
  }
  // An interface naming a zone the export does not define (a default zone left out).
  for (const [name, interfaces] of members)
    ctx.model.zones.push({
      name,
      interfaces,
      intrazone: 'deny',
      origin: ctx.model.interfaces.find((i) => i.name === interfaces[0])?.origin ?? {
        file: ctx.file,
        line: 1,
        endLine: 1,
      },
    });
}
