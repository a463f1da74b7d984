import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TAddress, TConfigModel, TPolicy, TService } from '../model/ir.js';
import { parseIpv4, prefixRange } from '../net/ipv4.js';
import type { TNaivePacket } from './test-evaluator.js';
import { naiveAddresses, naiveDecider, naivePacket } from './test-evaluator.js';
import { address, addressGroup, intf, model, origin, policy, service, tcp } from './test-models.js';
import { compareRuleLists } from './equivalence.js';
import { flattenPolicies, newFlattenContext } from './flatten.js';
import { verifyConversion } from './verify.js';

// Every random model uses these objects, so a grid of their boundaries has a packet in every
// cell of the packet space the rules can distinguish: a complete brute force.
const ADDRESSES: TAddress[] = [
  address('a0', '10.0.0.0/8'),
  address('a1', '10.1.0.0/16'),
  address('a2', '10.1.2.3'),
  address('a3', '10.1.2.100-10.1.3.5'),
  address('a4', '192.168.1.0/24'),
  address('a5', '0.0.0.0/0'),
  { name: 'a6', origin, kind: 'wildcard', ip: '10.1.2.0', wildcard: '0.0.1.1' },
];
const SERVICES: TService[] = [
  tcp('s0', '80'),
  tcp('s1', '443', '1000-2000'),
  tcp('s2', '1500-3000'),
  service('s3', { protocol: 'udp', dst: [[53, 53]] }),
  service('s4', { protocol: 'icmp', type: 8 }),
  service('s5', { protocol: 'ip', number: 47 }),
  service('s6', { protocol: 'tcp', dst: [[22, 22]], src: [[1024, 65535]] }),
  service('s7', { protocol: 'ip', number: 0 }),
];
const INTERFACE_MAP = { in: 'port1', out: 'port2' };

const names = (pool: readonly { name: string }[], max: number) =>
  fc.oneof(
    fc.constant('any' as const),
    fc.subarray(
      pool.map((item) => item.name),
      { minLength: 1, maxLength: max },
    ),
  );

const ruleArb = (id: number) =>
  fc
    .record({
      srcIntf: fc.constantFrom<TPolicy['srcIntf']>(
        'any',
        ['in'],
        ['out'],
        ['trust'],
        ['in', 'out'],
      ),
      dstIntf: fc.constantFrom<TPolicy['dstIntf']>('any', ['in'], ['out']),
      srcAddr: names([...ADDRESSES, { name: 'g0' }], 2),
      dstAddr: names(ADDRESSES, 2),
      srcNegate: fc.boolean().map((b) => b && id % 5 === 0),
      service: names([...SERVICES, { name: 'sg' }], 2),
      action: fc.constantFrom<'accept' | 'deny'>('accept', 'deny'),
      enabled: fc.boolean().map((b) => b || id % 7 !== 3),
    })
    .map((fields) => policy(`r${id}`, fields.action, fields));

const modelArb = (maxRules: number) =>
  fc
    .record({
      rules: fc
        .integer({ min: 1, max: maxRules })
        .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => ruleArb(i)))),
      group: fc.subarray(['a0', 'a2', 'a4', 'a6'], { minLength: 1 }),
      exclude: fc.option(fc.constantFrom('a1', 'a2', 'a3')),
      services: fc.subarray(['s0', 's3', 's4', 's6'], { minLength: 1 }),
      defaultAction: fc.constantFrom<'accept' | 'deny'>('accept', 'deny'),
    })
    .map((parts): TConfigModel =>
      model({
        interfaces: [intf('in', 'trust'), intf('out')],
        zones: [{ name: 'trust', origin, interfaces: [], intrazone: 'allow' }],
        addresses: ADDRESSES,
        addressGroups: [
          addressGroup('g0', parts.group, parts.exclude ? [parts.exclude] : undefined),
        ],
        services: SERVICES,
        serviceGroups: [{ name: 'sg', origin, members: parts.services }],
        policies: parts.rules,
        defaultAction: parts.defaultAction,
      }),
    );

/** What a converter might emit: renamed objects, zones spelled out, names regrouped, rules split per service. */
function converted(source: TConfigModel): TConfigModel {
  const rename = (refs: TPolicy['srcAddr']) =>
    refs === 'any' ? refs : refs.map((name) => `t_${name}`);
  const groups = [
    ...source.addressGroups.map((g) => ({
      ...g,
      name: `t_${g.name}`,
      members: rename(g.members) as string[],
      ...(g.exclude ? { exclude: rename(g.exclude) as string[] } : {}),
    })),
  ];
  const intfs = (refs: TPolicy['srcIntf']) =>
    refs === 'any'
      ? refs
      : [
          ...new Set(
            refs.flatMap((name) =>
              name === 'trust' ? ['port1'] : [INTERFACE_MAP[name as 'in' | 'out']],
            ),
          ),
        ];
  const policies = source.policies.flatMap((rule, index): TPolicy[] => {
    let srcAddr = rename(rule.srcAddr);
    if (srcAddr !== 'any' && srcAddr.length > 1) {
      groups.push(addressGroup(`t_src${index}`, srcAddr));
      srcAddr = [`t_src${index}`];
    }
    const base = {
      ...rule,
      srcIntf: intfs(rule.srcIntf),
      dstIntf: intfs(rule.dstIntf),
      srcAddr,
      dstAddr: rename(rule.dstAddr),
    };
    const services = rename(rule.service);
    if (services === 'any') return [{ ...base, service: services }];
    return services.map((name, part) => ({ ...base, id: `${rule.id}.${part}`, service: [name] }));
  });
  return model({
    interfaces: [intf('port1'), intf('port2')],
    addresses: source.addresses.map((a) =>
      a.kind === 'host'
        ? { ...a, name: `t_${a.name}`, kind: 'range', start: a.ip, end: a.ip }
        : { ...a, name: `t_${a.name}` },
    ),
    addressGroups: groups,
    services: source.services.map((s) => ({ ...s, name: `t_${s.name}` })),
    serviceGroups: source.serviceGroups.map((g) => ({
      ...g,
      name: `t_${g.name}`,
      members: rename(g.members) as string[],
    })),
    policies,
    defaultAction: source.defaultAction,
  });
}

/** A small edit that may or may not change decisions. */
const mutationArb = fc.record({
  kind: fc.constantFrom('flip', 'drop', 'swap', 'readdress', 'default'),
  at: fc.nat(),
  to: fc.constantFrom(...ADDRESSES.map((a) => `t_${a.name}`)),
});
function mutate(target: TConfigModel, m: { kind: string; at: number; to: string }): TConfigModel {
  const policies = [...target.policies];
  const i = m.at % policies.length;
  const rule = policies[i] as TPolicy;
  if (m.kind === 'flip')
    policies[i] = { ...rule, action: rule.action === 'accept' ? 'deny' : 'accept' };
  if (m.kind === 'drop') policies.splice(i, 1);
  if (m.kind === 'swap' && i + 1 < policies.length)
    [policies[i], policies[i + 1]] = [policies[i + 1] as TPolicy, rule];
  if (m.kind === 'readdress') policies[i] = { ...rule, dstAddr: [m.to] };
  if (m.kind === 'default')
    return {
      ...target,
      policies,
      defaultAction: target.defaultAction === 'accept' ? 'deny' : 'accept',
    };
  return { ...target, policies };
}

const ip = (text: string) => parseIpv4(text) ?? 0;
const ADDRESS_GRID = [
  ...new Set([
    0,
    ...ADDRESSES.flatMap((a) => {
      if (a.kind === 'subnet') return prefixRange(a.ip, a.prefix).map((v, k) => v + k);
      if (a.kind === 'host') return [ip(a.ip), ip(a.ip) + 1];
      if (a.kind === 'range') return [ip(a.start), ip(a.end) + 1];
      return [ip('10.1.2.0'), ip('10.1.2.2'), ip('10.1.3.0'), ip('10.1.3.2')];
    }),
  ]),
].filter((v) => v < 2 ** 32);
const DPORTS = [1, 22, 23, 53, 54, 80, 81, 443, 444, 1000, 1500, 2001, 3001];
const SERVICE_GRID: [number, number, number][] = [
  ...[6, 17].flatMap((proto) =>
    DPORTS.flatMap((dport) =>
      [1, 1024].map((sport): [number, number, number] => [proto, sport, dport]),
    ),
  ),
  [132, 1, 1],
  [1, 0, 0],
  [1, 0, 8 * 256],
  [1, 0, 9 * 256],
  [58, 0, 0],
  [47, 0, 0],
  [2, 0, 0],
];
const INTERFACE_GRID = ['port1', 'port2', '(other)'];

function* grid(): Generator<TNaivePacket> {
  for (const srcIntf of INTERFACE_GRID)
    for (const dstIntf of INTERFACE_GRID)
      for (const src of ADDRESS_GRID)
        for (const dst of ADDRESS_GRID)
          for (const [protocol, sport, dport] of SERVICE_GRID)
            yield { srcIntf, dstIntf, src, dst, protocol, sport, dport };
}

describe('verification on random policies', () => {
  it('(a) a converted copy (renamed, regrouped, split per service) is equivalent', () => {
    fc.assert(
      fc.property(modelArb(30), (source) => {
        const result = verifyConversion(source, converted(source), { interfaceMap: INTERFACE_MAP });
        expect(result.status, JSON.stringify(result.counterexample)).toBe('equivalent');
        expect(result.danglingReferences).toEqual([]);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('(b) every counterexample is decided differently by a naive evaluator, by the rules named', () => {
    fc.assert(
      fc.property(modelArb(30), mutationArb, (source, mutation) => {
        const target = mutate(converted(source), mutation);
        const result = verifyConversion(source, target, { interfaceMap: INTERFACE_MAP });
        expect(result.status).not.toBe('unknown');
        // The same pair found by the exhaustive search alone, without candidate packets.
        const context = newFlattenContext();
        const flatS = flattenPolicies(source, { side: 's', context, interfaceMap: INTERFACE_MAP });
        const flatT = flattenPolicies(target, { side: 't', context });
        const searched = compareRuleLists(flatS, flatT, { ...context, probe: false });
        const equal = searched.widened.length === 0 && searched.narrowed.length === 0;
        expect(equal && !searched.unknown).toBe(result.status === 'equivalent');
        for (const found of [
          result.counterexample,
          ...searched.widened,
          ...searched.narrowed,
          ...result.widened,
          ...result.narrowed,
        ]) {
          if (!found) continue;
          const packet = naivePacket(found.packet);
          const s = naiveDecider(source, INTERFACE_MAP)(packet);
          const t = naiveDecider(target)(packet);
          expect(s).toEqual({ ruleId: found.source.ruleId, action: found.source.action });
          expect(t).toEqual({ ruleId: found.target.ruleId, action: found.target.action });
          expect(s.action).not.toBe(t.action);
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('(c) the verdict agrees with brute force over a complete grid of small pairs', () => {
    fc.assert(
      fc.property(modelArb(6), mutationArb, (source, mutation) => {
        const target = mutate(converted(source), mutation);
        const result = verifyConversion(source, target, { interfaceMap: INTERFACE_MAP });
        const decideS = naiveDecider(source, INTERFACE_MAP);
        const decideT = naiveDecider(target);
        let widened: TNaivePacket | undefined;
        let narrowed: TNaivePacket | undefined;
        for (const packet of grid()) {
          const s = decideS(packet).action;
          if (s === decideT(packet).action) continue;
          if (s === 'deny') widened ??= packet;
          else narrowed ??= packet;
          if (widened) break;
        }
        expect(result.status, JSON.stringify(widened ?? narrowed)).toBe(
          widened ? 'widened' : narrowed ? 'narrowed' : 'equivalent',
        );
        // issue 17 item 1: every differing output rule is listed, each with its own packet.
        const listed = new Set(result.widened.map((f) => f.targetRuleId));
        expect(listed.size).toBe(result.widened.length);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('(d) egress interfaces derived from routes are equivalent to "any", given the routes', () => {
    // A failover default route (both ports), and longer prefixes inside it.
    const routes = [
      { prefix: '0.0.0.0/0', interface: 'port1' },
      { prefix: '0.0.0.0/0', interface: 'port2' },
      { prefix: '10.0.0.0/8', interface: 'port2' },
      { prefix: '10.1.0.0/16', interface: 'port1' },
    ];
    const egress = (dst: number) =>
      dst >= ip('10.1.0.0') && dst <= ip('10.1.255.255')
        ? ['port1']
        : dst >= ip('10.0.0.0') && dst <= ip('10.255.255.255')
          ? ['port2']
          : ['port1', 'port2'];
    fc.assert(
      fc.property(modelArb(20), (source) => {
        const target = converted(source);
        const inSet = naiveAddresses(target);
        // The grid has an address in every cell of the pool and the route prefixes.
        const derive = (rule: TPolicy): TPolicy => {
          if (rule.dstIntf !== 'any') return rule;
          const used = ADDRESS_GRID.filter((a) => inSet(rule.dstAddr, rule.dstNegate, a));
          return { ...rule, dstIntf: [...new Set(used.flatMap(egress))].sort() };
        };
        const routed = { ...target, policies: target.policies.map(derive) };
        const result = verifyConversion(source, routed, { interfaceMap: INTERFACE_MAP, routes });
        expect(result.status).toBe('equivalent');
      }),
      { numRuns: 100 },
    );
  });
});
