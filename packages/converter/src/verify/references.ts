/**
 * Every name a model refers to must resolve to a defined object of the right kind: a dangling
 * reference makes FortiOS reject the configuration (or, worse, bind the name to something else).
 */
import type { TConfigModel, TNatTranslation, TRefList, TSelector } from '../model/ir.js';
import type { TOrigin } from '../model/origin.js';

type TKind =
  | 'address'
  | 'address group'
  | 'service'
  | 'service group'
  | 'interface'
  | 'zone'
  | 'phase1'
  | 'schedule'
  | 'ip pool'
  | 'user'
  | 'user group';

export interface TDanglingReference {
  /** The referring object: its kind and its name or id. */
  from: { kind: string; id: string };
  /** The field holding the reference (`srcAddr`, `members`, ...). */
  field: string;
  name: string;
  /** The kinds the name may have there. */
  expected: TKind[];
  /** A defined object of another kind with this name. */
  found?: TKind[];
  origin?: TOrigin;
}

/** Names FortiOS defines by itself and a model may use without defining them. */
const BUILT_IN_SCHEDULES = new Set(['always']);

const ADDRESS: TKind[] = ['address', 'address group'];
const SERVICE: TKind[] = ['service', 'service group'];
/** A FortiOS phase1-interface is an interface for policies and routes. */
const INTERFACE: TKind[] = ['interface', 'phase1'];
const INTERFACE_OR_ZONE: TKind[] = ['interface', 'zone', 'phase1'];
const SCHEDULE: TKind[] = ['schedule'];
const USER: TKind[] = ['user'];
const USER_GROUP: TKind[] = ['user group'];
const IP_POOL: TKind[] = ['ip pool'];

/** The dangling references of a model, in the order of its sections. */
export function danglingReferences(model: TConfigModel): TDanglingReference[] {
  const names = (list: readonly { name: string }[]) => list.map((item) => item.name);
  const defined = new Map<TKind, Set<string>>(
    (
      [
        ['address', names(model.addresses)],
        ['address group', names(model.addressGroups)],
        ['service', names(model.services)],
        ['service group', names(model.serviceGroups)],
        ['interface', names(model.interfaces)],
        ['zone', names(model.zones)],
        ['phase1', names(model.phase1)],
        ['schedule', [...names(model.schedules), ...BUILT_IN_SCHEDULES]],
        ['ip pool', names(model.ipPools)],
        ['user', names(model.users)],
        ['user group', names(model.userGroups)],
      ] as const
    ).map(([kind, list]) => [kind, new Set<string>(list)]),
  );
  const hardware = new Set(model.interfaces.flatMap((i) => [i.hardware, i.name]));

  // One set per list of expected kinds (a handful of lists), so that a name is looked up once.
  const definedAs = new Map<string, ReadonlySet<string>>();
  const byList = new Map<TKind[], ReadonlySet<string>>();
  const anyOf = (expected: TKind[]): ReadonlySet<string> => {
    if (expected.length === 1) return defined.get(expected[0] as TKind) ?? new Set();
    // The shared lists (ADDRESS, SERVICE ...) by identity; others by their text.
    const known = byList.get(expected);
    if (known) return known;
    const key = expected.join();
    let set = definedAs.get(key);
    if (!set) {
      set = new Set(expected.flatMap((kind) => [...(defined.get(kind) ?? [])]));
      definedAs.set(key, set);
    }
    if (byList.size < 64) byList.set(expected, set);
    return set;
  };

  const out: TDanglingReference[] = [];
  const check = (
    from: { kind: string; id: string; origin?: TOrigin },
    field: string,
    names: TRefList | readonly (string | undefined)[] | undefined,
    expected: TKind[],
  ) => {
    if (names === undefined || names === 'any') return;
    const known = anyOf(expected);
    for (let i = 0; i < names.length; i += 1) {
      const name = names[i];
      if (name === undefined || known.has(name)) continue;
      const found = [...defined.keys()].filter((kind) => defined.get(kind)?.has(name));
      out.push({
        from: { kind: from.kind, id: from.id },
        field,
        name,
        expected,
        ...(found.length > 0 ? { found } : {}),
        ...(from.origin ? { origin: from.origin } : {}),
      });
    }
  };
  const translated = (t: TNatTranslation) =>
    t.kind === 'pool'
      ? { names: [t.pool], kinds: ['ip pool'] as TKind[] }
      : t.kind === 'address'
        ? { names: [t.ref], kinds: ADDRESS }
        : undefined;
  const selector = (s: TSelector) => (s.kind === 'ref' ? [s.name] : []);

  for (const intf of model.interfaces) {
    const from = { kind: 'interface', id: intf.name, origin: intf.origin };
    for (const [field, names] of [
      ['parent', [intf.parent]],
      ['members', intf.members ?? []],
    ] as const) {
      for (const name of names) {
        if (name !== undefined && !hardware.has(name))
          out.push({
            from: { kind: 'interface', id: intf.name },
            field,
            name,
            expected: ['interface'],
            origin: intf.origin,
          });
      }
    }
    check(from, 'zone', [intf.zone], ['zone']);
  }
  for (const zone of model.zones)
    check(
      { kind: 'zone', id: zone.name, origin: zone.origin },
      'interfaces',
      zone.interfaces,
      INTERFACE,
    );
  for (const group of model.addressGroups) {
    const from = { kind: 'address group', id: group.name, origin: group.origin };
    check(from, 'members', group.members, ADDRESS);
    check(from, 'exclude', group.exclude, ADDRESS);
  }
  for (const group of model.serviceGroups)
    check(
      { kind: 'service group', id: group.name, origin: group.origin },
      'members',
      group.members,
      SERVICE,
    );
  for (const policy of model.policies) {
    const from = { kind: 'policy', id: policy.id, origin: policy.origin };
    check(from, 'srcIntf', policy.srcIntf, INTERFACE_OR_ZONE);
    check(from, 'dstIntf', policy.dstIntf, INTERFACE_OR_ZONE);
    check(from, 'srcAddr', policy.srcAddr, ADDRESS);
    check(from, 'dstAddr', policy.dstAddr, ADDRESS);
    check(from, 'service', policy.service, SERVICE);
    // Constant lists, and the schedule alone when there is one: this runs for every policy.
    if (policy.schedule !== undefined && !anyOf(SCHEDULE).has(policy.schedule))
      check(from, 'schedule', [policy.schedule], SCHEDULE);
    check(from, 'users', policy.users, USER);
    check(from, 'groups', policy.groups, USER_GROUP);
    check(from, 'nat.pool', policy.nat?.pool, IP_POOL);
  }
  for (const rule of model.nat) {
    const from = { kind: 'nat', id: rule.id, origin: rule.origin };
    check(from, 'srcIntf', rule.srcIntf, INTERFACE_OR_ZONE);
    check(from, 'dstIntf', rule.dstIntf, INTERFACE_OR_ZONE);
    check(from, 'src', rule.src, ADDRESS);
    check(from, 'dst', rule.dst, ADDRESS);
    check(from, 'service', rule.service, SERVICE);
    for (const [field, translation] of [
      ['translatedSrc', rule.translatedSrc],
      ['translatedDst', rule.translatedDst],
    ] as const) {
      const ref = translated(translation);
      if (ref) check(from, field, ref.names, ref.kinds);
    }
    check(from, 'translatedService', [rule.translatedService], SERVICE);
  }
  for (const route of model.routes)
    check(
      { kind: 'route', id: route.id, origin: route.origin },
      'device',
      [route.device],
      INTERFACE,
    );
  for (const phase1 of model.phase1) {
    const from = { kind: 'phase1', id: phase1.name, origin: phase1.origin };
    check(from, 'interface', [phase1.interface], INTERFACE);
    if (phase1.peerGroup) check(from, 'peerGroup', [phase1.peerGroup], ['user group']);
  }
  for (const phase2 of model.phase2) {
    const from = { kind: 'phase2', id: phase2.name, origin: phase2.origin };
    check(from, 'phase1', [phase2.phase1], ['phase1']);
    check(from, 'local', selector(phase2.local), ADDRESS);
    check(from, 'remote', selector(phase2.remote), ADDRESS);
  }
  if (model.sslVpn) {
    const from = { kind: 'ssl vpn', id: 'settings', origin: model.sslVpn.origin };
    check(from, 'sourceInterfaces', model.sslVpn.sourceInterfaces, INTERFACE);
    check(from, 'tunnelPools', model.sslVpn.tunnelPools, ADDRESS);
    check(from, 'splitTunnel', model.sslVpn.splitTunnel, ADDRESS);
    check(
      from,
      'authRules.groups',
      model.sslVpn.authRules.flatMap((rule) => rule.groups),
      ['user group'],
    );
  }
  for (const group of model.userGroups)
    check({ kind: 'user group', id: group.name, origin: group.origin }, 'members', group.members, [
      'user',
      'user group',
    ]);
  for (const server of model.dhcpServers)
    check(
      { kind: 'dhcp server', id: server.id, origin: server.origin },
      'interface',
      [server.interface],
      INTERFACE,
    );
  return out;
}
