import type { TZone } from '../../model/ir.js';
import type { HuaweiContext } from './context.js';
import type { TVrpLine } from './lines.js';

const ZONES = 'Zones';

/** Built-in zones and their fixed priorities (Huawei USG6000 "Security Zones"). */
const BUILT_IN: Readonly<Record<string, number>> = { local: 100, trust: 85, dmz: 50, untrust: 5 };

/**
 * `firewall zone trust` / `firewall zone name X [id N]` with `set priority N` and `add interface
 * X`. Zone `local` is the device itself: rules to or from it are local-in policies, so it is
 * not made a FortiOS zone.
 */
export function readZones(ctx: HuaweiContext, views: readonly TVrpLine[]): void {
  for (const [name, priority] of Object.entries(BUILT_IN)) ctx.zonePriority.set(name, priority);
  for (const view of views) {
    const name = (view.words[2] === 'name' ? view.words[3] : view.words[2]) ?? '';
    if (name === 'local') {
      ctx.report(
        'ignored',
        ZONES,
        view,
        'HW_ZONE_LOCAL',
        'Zone local is the firewall itself: FortiOS has no such zone (rules to it become local-in policies or interface allowaccess).',
        name,
      );
      continue;
    }
    const zone: TZone = { name, origin: ctx.origin(view), interfaces: [], intrazone: 'allow' };
    const missing: string[] = [];
    for (const line of view.children) {
      const [w0, w1, w2] = line.words;
      if (w0 === 'set' && w1 === 'priority' && /^\d+$/.test(w2 ?? ''))
        ctx.zonePriority.set(name, Number(w2));
      else if (w0 === 'add' && w1 === 'interface' && w2) {
        const iface = ctx.interfaceOf(w2);
        if (iface) {
          zone.interfaces.push(w2);
          iface.zone = name;
        } else missing.push(w2);
      } else if (w0 === 'description') zone.comment = line.text.slice('description'.length).trim();
      else
        ctx.report(
          'unrecognised',
          ZONES,
          line,
          'HW_ZONE_LINE',
          `Not read: "${line.text}" in zone ${name}.`,
          name,
        );
    }
    ctx.model.zones.push(zone);
    if (missing.length > 0)
      ctx.note(
        'zones',
        name,
        'partial',
        'HW_ZONE_INTERFACE_MISSING',
        `Interfaces ${missing.join(', ')} are not converted (see their lines): add them to the zone once made.`,
        'narrows',
      );
  }
}
