import { q } from '../writer.js';
import type { EmitContext } from './context.js';

/**
 * SD-WAN zones of a FortiOS source, with their members (FortiOS CLI reference `system sdwan`:
 * `config zone`, `config members` with `set interface` and `set zone`). Members' gateways,
 * health checks and rules are not in the model: the parser's note on each zone says so.
 */
export function emitSdwan(ctx: EmitContext): void {
  const zones = ctx.model.zones.filter((zone) => zone.sdwan);
  if (zones.length === 0) return;
  const members: { intf: string; zone: string }[] = [];
  ctx.out.config('system sdwan', () => {
    ctx.out.set('status', 'enable');
    ctx.out.config('zone', () => {
      for (const zone of zones) {
        const name = ctx.name('zones', 'zone', zone.name);
        ctx.interfaceNames.set(zone.name, name);
        for (const intf of zone.interfaces) {
          const target = ctx.intf(intf);
          if (target === undefined) continue;
          ctx.zoneOf.set(target, name);
          members.push({ intf: target, zone: name });
        }
        ctx.out.edit(name, () => undefined);
        ctx.target('zones', zone.name, `system sdwan zone "${name}"`);
      }
    });
    if (members.length === 0) return;
    ctx.out.config('members', () => {
      members.forEach((member, index) =>
        ctx.out.edit(index + 1, () => {
          ctx.out.set('interface', q(member.intf));
          ctx.out.set('zone', q(member.zone));
        }),
      );
    });
  });
}
