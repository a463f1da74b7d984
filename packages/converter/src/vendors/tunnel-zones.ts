import type { TConfigModel, TRefList } from '../model/ir.js';
import { objectKey, type Diagnostics } from '../report/collector.js';

/**
 * The FortiOS emitter writes zones before phase1-interfaces exist, so a tunnel in a zone would
 * be lost. Policies and NAT rules naming such a zone name the tunnels' phase1s directly instead;
 * a zone left with no other member is dropped and reported. `code` is the vendor's report code.
 */
export function inlineTunnelZones(model: TConfigModel, diag: Diagnostics, code: string): void {
  const phase1s = new Set(model.phase1.map((p) => p.name));
  const expand = new Map<string, string[]>();
  for (const zone of model.zones) {
    const tunnels = zone.interfaces.filter((i) => phase1s.has(i));
    if (tunnels.length === 0) continue;
    zone.interfaces = zone.interfaces.filter((i) => !phase1s.has(i));
    expand.set(zone.name, zone.interfaces.length ? [zone.name, ...tunnels] : tunnels);
  }
  if (expand.size === 0) return;
  const rewrite = (refs: TRefList): TRefList =>
    refs === 'any' ? refs : [...new Set(refs.flatMap((r) => expand.get(r) ?? [r]))];
  for (const rule of [...model.policies, ...model.nat]) {
    rule.srcIntf = rewrite(rule.srcIntf);
    rule.dstIntf = rewrite(rule.dstIntf);
  }
  for (const [name, members] of expand) {
    const zone = model.zones.find((z) => z.name === name);
    if (!zone) continue;
    if (zone.interfaces.length === 0) {
      model.zones = model.zones.filter((z) => z !== zone);
      diag.line(
        'converted',
        'Zones',
        zone.origin,
        code,
        `A zone of IPsec tunnels only: policies name its tunnels (${members.join(', ')}) directly.`,
        name,
      );
    } else {
      diag.note(objectKey('zones', name), {
        status: 'converted',
        code,
        message: `Its tunnels (${members.slice(1).join(', ')}) are named directly by the policies using the zone.`,
      });
    }
  }
}
