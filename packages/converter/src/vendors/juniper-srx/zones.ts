import type { SrxContext } from './context.js';
import { groupByWord, under, type TStmt } from './statements.js';

/** Zone leaves that are the zone's own settings, not its address book. */
const HOST_INBOUND = 'host-inbound-traffic';

/**
 * `security zones security-zone Z`: a FortiOS zone with the same interfaces. Junos denies
 * traffic within a zone unless a Z→Z policy permits it, as a FortiOS zone with intrazone deny.
 * A tunnel unit (`st0.N`) is named by the phase1 of the VPN bound to it.
 */
export function readZones(ctx: SrxContext, stmts: TStmt[]): void {
  const zones = under(stmts, ['security', 'zones', 'security-zone']).filter(
    (s) => s.words[4] !== 'address-book',
  );
  for (const [zone, list] of groupByWord(zones, 3)) {
    const interfaces: string[] = [];
    for (const stmt of list) {
      const name = stmt.words[4] === 'interfaces' ? stmt.words[5] : undefined;
      if (!name) continue;
      const target = ctx.tunnels.get(name) ?? name;
      if (!interfaces.includes(target)) interfaces.push(target);
      const iface = ctx.model.interfaces.find((i) => i.name === name);
      if (iface) iface.zone = zone;
    }
    ctx.model.zones.push({
      name: zone,
      origin: ctx.rangeOf(list, 4),
      interfaces,
      intrazone: 'deny',
    });
    ctx.claim(list, 'Zones', `zone ${zone}`);
    const has = (key: string) => list.some((s) => s.words.includes(key));
    if (has(HOST_INBOUND))
      ctx.note(
        'zones',
        zone,
        'partial',
        'JUNOS_HOST_INBOUND',
        'host-inbound-traffic (services and protocols the device answers) is not converted: set allowaccess on its FortiOS interfaces.',
      );
    const screen = list.find((s) => s.words[4] === 'screen')?.words[5];
    if (screen)
      ctx.note(
        'zones',
        zone,
        'partial',
        'JUNOS_SCREEN',
        `Screen ${screen} is not applied: FortiOS protects against floods with DoS policies.`,
      );
  }
  const functional = under(stmts, ['security', 'zones', 'functional-zone']);
  ctx.reportStmts(
    functional,
    4,
    'ignored',
    'Zones',
    'JUNOS_FUNCTIONAL_ZONE',
    'The management functional zone: FortiOS manages through allowaccess on its interfaces.',
    'management',
  );
}
