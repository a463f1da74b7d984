import type { TXmlNode } from '../toolkit/xml-tree.js';
import type { SophosContext } from './context.js';
import type { TResolved } from './refs.js';
import { text } from './xml.js';

/**
 * `<Zone>` entities, with the interfaces the interfaces' `NetworkZone` put in them. SFOS lets
 * traffic between two interfaces of one zone through only when a rule allows it, like a
 * FortiOS zone with intrazone deny.
 */
export function readZones(ctx: SophosContext, nodes: Map<string, TXmlNode[]>): void {
  for (const node of nodes.get('Zone') ?? []) {
    const name = text(node, 'Name');
    if (!name) {
      ctx.report(
        'unsupported',
        'Zones',
        node,
        'SOPHOS_ZONE_NO_NAME',
        'A zone without a name is not converted.',
      );
      continue;
    }
    const description = text(node, 'Description');
    ctx.model.zones.push({
      name,
      origin: ctx.origin(node),
      interfaces: ctx.zoneMembers.get(name) ?? [],
      intrazone: 'deny',
      ...(description ? { comment: description } : {}),
    });
    if (node.children.some((c) => c.name === 'ApplianceAccess'))
      ctx.note(
        'zones',
        name,
        'partial',
        'SOPHOS_APPLIANCE_ACCESS',
        'Which device services the zone may reach (ApplianceAccess) is not carried: set allowaccess on its FortiOS interfaces.',
        'cosmetic',
      );
  }
  // Zones only interfaces name (the built-in LAN, WAN, DMZ when no <Zone> is exported).
  for (const [zone, members] of ctx.zoneMembers) {
    if (ctx.names.has('zones', zone)) continue;
    const first = ctx.model.interfaces.find((i) => i.name === members[0]);
    if (!first) continue;
    ctx.model.zones.push({
      name: zone,
      origin: first.origin,
      interfaces: members,
      intrazone: 'deny',
    });
  }
}

/**
 * The zones a rule names, `'any'` for none or `Any`. A zone the input does not define (an API
 * answer of rules only) is made without interfaces and returned in `missing`: the rule is then
 * not the source's rule, and no verdict over it is `equivalent`.
 */
export function resolveZones(ctx: SophosContext, values: string[], node: TXmlNode): TResolved {
  if (values.length === 0 || values.some((v) => v.toLowerCase() === 'any'))
    return { refs: 'any', missing: [], lossy: [] };
  const missing: string[] = [];
  for (const zone of values) {
    if (ctx.names.has('zones', zone)) {
      if (!ctx.undefinedZones.has(zone)) continue;
      missing.push(zone);
      continue;
    }
    missing.push(zone);
    ctx.undefinedZones.add(zone);
    ctx.model.zones.push({
      name: zone,
      origin: ctx.origin(node),
      interfaces: [],
      intrazone: 'deny',
    });
    ctx.note(
      'zones',
      zone,
      'unsupported',
      'SOPHOS_ZONE_UNDEFINED',
      'The zone is not defined in this input (an API answer holding rules only): it is made without interfaces; add its interfaces on FortiOS.',
    );
  }
  // The zone is kept (without interfaces): the rule is converted, but not compared.
  return { refs: values, missing: [], lossy: missing };
}
