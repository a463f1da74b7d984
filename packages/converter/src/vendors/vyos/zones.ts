import type { VyosContext } from './context.js';
import { chainPolicies, wholePolicy } from './policies.js';
import { flag, leaf, leaves, sub, tags, use, type TNode } from './tree.js';

/**
 * The zone-based firewall: VyOS 1.4+ `firewall zone Z` and VyOS 1.3 / EdgeOS `zone-policy zone
 * Z`. Each `from Y firewall name N` becomes the policies of rule set N from zone Y to zone Z,
 * ended by N's default-action; a pair without `from` gets the destination zone's
 * default-action, drop (FortiOS's implicit deny). Pairs with the local zone (the router
 * itself) are reported. Returns the rule sets converted and those applied only to the router.
 */
export function readZones(
  ctx: VyosContext,
  zoneNodes: readonly TNode[],
  sets: ReadonlyMap<string, TNode>,
  converted: Set<string>,
  local: Set<string>,
): void {
  const localZones = new Set(zoneNodes.filter((z) => flag(z, 'local-zone')).map((z) => z.word));
  for (const zone of zoneNodes) {
    if (localZones.has(zone.word)) {
      ctx.report(
        'ignored',
        'Zones',
        zone,
        'VYOS_LOCAL_ZONE_ITSELF',
        'The local zone is the router itself: FortiOS has no zone for it (its rule sets are reported with their zone pairs).',
        zone.word,
      );
      continue;
    }
    const interfaces = [...leaves(zone, 'interface'), ...leaves(zone, 'member', 'interface')].map(
      (i) => ctx.interfaceName(i),
    );
    const intra = leaf(zone, 'intra-zone-filtering', 'action');
    ctx.model.zones.push({
      name: zone.word,
      origin: ctx.origin(zone),
      interfaces: [...new Set(interfaces)],
      intrazone: intra === 'drop' ? 'deny' : 'allow',
      ...(leaf(zone, 'description') ? { comment: leaf(zone, 'description') } : {}),
    });
    const missing = interfaces.filter((i) => !ctx.names.has('interfaces', i));
    for (const name of missing) placeholder(ctx, name, zone);
    if (missing.length)
      ctx.note(
        'zones',
        zone.word,
        'partial',
        'VYOS_ZONE_INTERFACE_MISSING',
        `Its interfaces ${missing.join(', ')} are not defined in this input (a configuration in parts?): made without an address; set them up on FortiOS.`,
        'unknown',
      );
    if (leaf(zone, 'default-action') === 'reject')
      ctx.note(
        'zones',
        zone.word,
        'converted',
        'VYOS_ZONE_REJECT',
        'Its default-action reject: FortiOS drops traffic no policy accepts, without answering.',
      );
    if (sub(zone, 'intra-zone-filtering', 'firewall'))
      ctx.note(
        'zones',
        zone.word,
        'partial',
        'VYOS_INTRA_ZONE_RULES',
        'Its intra-zone rule set is not converted: traffic within the zone is allowed on FortiOS.',
        'widens',
      );
  }
  unzonedPolicy(ctx, zoneNodes);
  for (const zone of zoneNodes) {
    for (const from of tags(zone, 'from')) {
      const name = leaf(from, 'firewall', 'name');
      const pair = `${from.word}>${zone.word}`;
      const other = sub(from, 'firewall', 'ipv6-name');
      if (other) {
        use(other);
        ctx.report(
          'unsupported',
          'Policies',
          other,
          'VYOS_IPV6_RULES',
          `IPv6 rule set ${leaf(from, 'firewall', 'ipv6-name') ?? ''} from ${from.word} to ${zone.word} is not converted: make the IPv6 policies on FortiOS.`,
          pair,
        );
      }
      if (!name) continue;
      use(sub(from, 'firewall', 'name'));
      if (localZones.has(zone.word) || localZones.has(from.word)) {
        local.add(name);
        const toRouter = localZones.has(zone.word);
        ctx.report(
          'unsupported',
          'Policies',
          from,
          'VYOS_LOCAL_ZONE',
          toRouter
            ? `Rule set ${name} filters traffic from ${from.word} to the router itself: FortiOS controls it with local-in policies and the interfaces' allowaccess; set them by hand.`
            : `Rule set ${name} filters traffic the router itself sends to ${zone.word}: FortiOS does not filter its own traffic with policies; nothing is converted.`,
          pair,
        );
        continue;
      }
      if (!sets.has(name)) {
        ctx.report(
          'unsupported',
          'Policies',
          from,
          'VYOS_RULE_SET_MISSING',
          `Rule set ${name} is not in this input: traffic from ${from.word} to ${zone.word} is not converted.`,
          pair,
        );
        continue;
      }
      converted.add(name);
      chainPolicies(ctx, sets, name, {
        label: `@${pair}`,
        srcIntf: [from.word],
        dstIntf: [zone.word],
      });
    }
  }
}

/**
 * An interface a zone names that the input does not define (the `interfaces` part of a split
 * configuration is missing): made without an address so that the zone and its policies keep
 * their meaning; a `eth1.30` name is a VLAN of its parent, made too.
 */
function placeholder(ctx: VyosContext, name: string, zone: TNode): void {
  if (ctx.names.has('interfaces', name)) return;
  const vlan = /^(.+)\.(\d{1,4})$/.exec(name);
  if (vlan?.[1]) placeholder(ctx, vlan[1], zone);
  ctx.model.interfaces.push({
    name,
    origin: ctx.origin(zone),
    hardware: name,
    kind: vlan ? 'vlan' : 'physical',
    ...(vlan?.[1] ? { parent: vlan[1], vlanId: Number(vlan[2]) } : {}),
    addressing: { mode: 'none' },
    enabled: true,
  });
  ctx.note(
    'interfaces',
    name,
    'partial',
    'VYOS_INTERFACE_PLACEHOLDER',
    `Not defined in this input, named by zone ${zone.word}: made without an address; set its type and address on FortiOS.`,
    'unknown',
  );
}

/**
 * Zone members talk only through zone pairs, but VyOS forwards between two interfaces that are
 * in no zone (VyOS 1.4 documentation, zone-based firewall: "traffic cannot flow between zone
 * member interface and any interface that is not a zone member"): an explicit accept among them.
 */
function unzonedPolicy(ctx: VyosContext, zoneNodes: readonly TNode[]): void {
  const zoned = new Set(ctx.model.zones.flatMap((z) => z.interfaces));
  const free = ctx.model.interfaces
    .filter((i) => i.kind !== 'loopback' && i.enabled && !zoned.has(i.name))
    .map((i) => i.name);
  const [first] = zoneNodes;
  if (free.length < 2 || !first) return;
  ctx.model.policies.push(
    wholePolicy(
      'vyos-unzoned-accept',
      ctx.origin(first),
      { srcIntf: free, dstIntf: free },
      'accept',
      `VyOS forwards between interfaces that are in no zone (${free.join(', ')})`,
    ),
  );
}
