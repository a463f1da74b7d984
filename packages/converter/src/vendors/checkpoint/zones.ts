import type { TZone } from '../../model/ir.js';
import type { CpContext } from './context.js';
import { ensureInterface, localGateway, type TLocalGateway } from './gateway.js';
import type { CpStore } from './store.js';

/**
 * Security zones as model zones. A zone in a rule's source matches packets that enter the
 * gateway on an interface bound to it, in the destination packets that leave on one (Security
 * Management Administration Guide, "Security Zones"): FortiOS matches that with the policy's
 * srcintf/dstintf. The interfaces come from the migrated gateway's object.
 */
export class CpZones {
  private gateway?: TLocalGateway;
  private readonly done = new Map<string, { name: string } | { error: string }>();

  constructor(
    private readonly ctx: CpContext,
    private readonly store: CpStore,
  ) {}

  /** The gateway being migrated (read once, after every file of the set). */
  local(): TLocalGateway {
    this.gateway ??= localGateway(this.ctx, this.store);
    return this.gateway;
  }

  /** A security-zone object as a model zone, or why its interfaces are unknown. */
  zone(uid: string): { name: string } | { error: string } {
    const known = this.done.get(uid);
    if (known) return known;
    const result = this.make(uid);
    this.done.set(uid, result);
    return result;
  }

  private make(uid: string): { name: string } | { error: string } {
    const object = this.store.get(uid);
    if (!object) return { error: 'it is not in the export (add its objects file)' };
    const gateway = this.local();
    const fail = (error: string) => {
      object.reported = true;
      this.ctx.report(
        'unsupported',
        'Zones',
        object.origin,
        'CP_ZONE_INTERFACES_UNKNOWN',
        `Security zone ${object.name} is not converted: ${error}. Rules that name it are reported.`,
        object.name,
      );
      return { error };
    };
    if ('why' in gateway)
      return fail(`the gateway interfaces bound to it are unknown: ${gateway.why}`);
    const members = gateway.interfaces.filter(
      (i) => i.zone && (i.zone.ref === object.name || i.zone.ref === object.uid),
    );
    if (!members.length)
      return fail(
        `no interface of gateway ${gateway.object.name} is bound to it (security-zone-settings of its interfaces)`,
      );
    const zone: TZone = {
      name: object.name,
      origin: object.origin,
      interfaces: members.map((i) => ensureInterface(this.ctx, gateway.object, i)),
      // Check Point passes traffic between two interfaces of a zone through the rulebase too.
      intrazone: 'deny',
    };
    this.ctx.model.zones.push(zone);
    object.reported = true;
    const auto = members.filter((i) => i.zone?.auto).map((i) => i.name);
    if (auto.length)
      this.ctx.note(
        'zones',
        zone.name,
        'partial',
        'CP_ZONE_BY_TOPOLOGY',
        `Interfaces ${auto.join(', ')} of gateway ${gateway.object.name} take their zone from their topology (auto-calculated): check that ${zone.name} is the zone Check Point gave them.`,
      );
    return { name: zone.name };
  }
}
