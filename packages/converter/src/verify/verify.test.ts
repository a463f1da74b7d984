import { describe, expect, it } from 'vitest';
import type { TConfigModel } from '../model/ir.js';
import { summarizeVerification, verifyConversion } from './verify.js';
import {
  address,
  addressGroup,
  intf,
  model,
  origin,
  policy,
  service,
  serviceGroup,
  tcp,
} from './test-models.js';

const ports = (names: string[]) => names.map((name) => intf(name));

describe('verifyConversion: equivalent policies', () => {
  it('renamed objects and interfaces are equivalent without a search', () => {
    const source = model({
      interfaces: ports(['inside', 'outside']),
      addresses: [address('web', '10.0.0.10'), address('lan', '10.0.0.0/24')],
      services: [tcp('https', '443')],
      policies: [
        policy('1', 'accept', {
          srcIntf: ['inside'],
          dstIntf: ['outside'],
          srcAddr: ['lan'],
          dstAddr: ['web'],
          service: ['https'],
        }),
      ],
    });
    const target = model({
      interfaces: ports(['port1', 'port2']),
      addresses: [
        address('h-10.0.0.10', '10.0.0.10-10.0.0.10'),
        address('n-10.0.0.0_24', '10.0.0.0/24'),
      ],
      services: [tcp('TCP-443', '443')],
      policies: [
        policy('7', 'accept', {
          srcIntf: ['port1'],
          dstIntf: ['port2'],
          srcAddr: ['n-10.0.0.0_24'],
          dstAddr: ['h-10.0.0.10'],
          service: ['TCP-443'],
        }),
      ],
    });
    const result = verifyConversion(source, target, {
      interfaceMap: { inside: 'port1', outside: 'port2' },
    });
    expect(result).toEqual({
      status: 'equivalent',
      policiesCompared: { source: 1, target: 1 },
      danglingReferences: [],
      notVerified: [],
    });
    expect(summarizeVerification(result)).toBe(
      'Equivalent: the 1 target policies decide all traffic as the 1 source policies.',
    );
  });

  it('a group equals the flat list of its members', () => {
    const objects = {
      addresses: [address('a', '10.0.0.1'), address('b', '10.0.0.2')],
      services: [tcp('p80', '80'), tcp('p443', '443')],
    };
    const source = model({
      ...objects,
      addressGroups: [addressGroup('ab', ['a', 'b'])],
      serviceGroups: [serviceGroup('web', ['p80', 'p443'])],
      policies: [policy('1', 'accept', { dstAddr: ['ab'], service: ['web'] })],
    });
    const target = model({
      ...objects,
      policies: [policy('1', 'accept', { dstAddr: ['b', 'a'], service: ['p443', 'p80'] })],
    });
    expect(verifyConversion(source, target).status).toBe('equivalent');
  });

  it('a difference hidden behind an earlier rule is no difference', () => {
    const objects = { addresses: [address('h', '10.0.0.1')], services: [tcp('p80', '80')] };
    const source = model({
      ...objects,
      policies: [policy('1', 'accept'), policy('2', 'deny', { srcAddr: ['h'], service: ['p80'] })],
    });
    const target = model({
      ...objects,
      policies: [policy('1', 'accept'), policy('2', 'accept', { srcAddr: ['h'] })],
    });
    expect(verifyConversion(source, target).status).toBe('equivalent');
  });

  it('reordering rules that do not overlap is equivalent, found by the search', () => {
    const objects = { addresses: [address('a', '10.0.0.0/24'), address('b', '10.0.1.0/24')] };
    const a = policy('a', 'accept', { srcAddr: ['a'] });
    const b = policy('b', 'deny', { srcAddr: ['b'] });
    const result = verifyConversion(
      model({ ...objects, policies: [a, b] }),
      model({ ...objects, policies: [b, a] }),
    );
    expect(result.status).toBe('equivalent');
  });

  it('one rule split into one rule per service is equivalent', () => {
    const objects = { services: [tcp('p80', '80'), tcp('p443', '443')] };
    const source = model({
      ...objects,
      policies: [policy('1', 'accept', { service: ['p80', 'p443'] }), policy('2', 'deny')],
    });
    const target = model({
      ...objects,
      defaultAction: 'accept',
      policies: [
        policy('1a', 'accept', { service: ['p80'] }),
        policy('1b', 'accept', { service: ['p443'] }),
        policy('2', 'deny'),
      ],
    });
    expect(verifyConversion(source, target).status).toBe('equivalent');
  });
});

describe('verifyConversion: counterexamples', () => {
  it('finds the port a narrowed range lost', () => {
    const source = model({
      services: [tcp('app', '1000-2000')],
      policies: [policy('10', 'accept', { service: ['app'] })],
    });
    const target = model({
      services: [tcp('app', '1000-1999')],
      policies: [policy('3', 'accept', { service: ['app'] })],
    });
    const result = verifyConversion(source, target);
    expect(result.status).toBe('different');
    expect(result.counterexample).toMatchObject({
      packet: { protocol: 'tcp', protocolNumber: 6, dstPort: 2000 },
      source: { ruleId: '10', action: 'accept' },
      target: { ruleId: 'default', action: 'deny' },
    });
    expect(summarizeVerification(result)).toMatch(
      /^Different: tcp [\d.]+:\d+ -> [\d.]+:2000 \(\(other\) -> \(other\)\) is accepted by source rule 10 but denied by the target default action\.$/,
    );
  });

  it('finds the packet two swapped overlapping rules decide apart', () => {
    const objects = { addresses: [address('one', '10.0.0.5'), address('net', '10.0.0.0/24')] };
    const deny = policy('deny-one', 'deny', { srcAddr: ['one'] });
    const allow = policy('allow-net', 'accept', { srcAddr: ['net'] });
    const result = verifyConversion(
      model({ ...objects, policies: [deny, allow] }),
      model({ ...objects, policies: [allow, deny] }),
    );
    expect(result.counterexample).toMatchObject({
      packet: { src: '10.0.0.5' },
      source: { ruleId: 'deny-one', action: 'deny' },
      target: { ruleId: 'allow-net', action: 'accept' },
    });
  });

  it('compares interfaces in target names', () => {
    const source = model({
      interfaces: ports(['inside', 'dmz']),
      policies: [policy('1', 'accept', { srcIntf: ['inside'] })],
    });
    const target = model({
      interfaces: ports(['port1', 'port2']),
      policies: [policy('1', 'accept', { srcIntf: ['port2'] })],
    });
    const result = verifyConversion(source, target, {
      interfaceMap: { inside: 'port1', dmz: 'port2' },
    });
    expect(result.counterexample?.packet.srcIntf).toBe('port1');
    expect(result.counterexample?.source.ruleId).toBe('1');
    expect(result.counterexample?.target.ruleId).toBe('default');
  });

  it('a scheduled rule differs from an unscheduled one when the schedule is off', () => {
    const schedule = {
      name: 'work',
      origin,
      recurring: [{ days: ['monday' as const], start: '08:00', end: '18:00' }],
    };
    const source = model({
      schedules: [schedule],
      policies: [policy('1', 'accept', { schedule: 'work' })],
    });
    const same = model({
      schedules: [{ ...schedule, name: 'office' }],
      policies: [policy('1', 'accept', { schedule: 'office' })],
    });
    const always = model({ policies: [policy('1', 'accept', { schedule: 'always' })] });
    expect(verifyConversion(source, same).status).toBe('equivalent');
    const result = verifyConversion(source, always);
    expect(result.counterexample).toMatchObject({
      source: { ruleId: 'default' },
      target: { ruleId: '1' },
    });
    expect(result.counterexample?.packet.conditions).toBeUndefined();
  });
});

describe('verifyConversion: egress interfaces from routes', () => {
  // The source leaves dstIntf open; the converter names the egress port from the routes.
  const objects = {
    addresses: [address('lan', '10.0.0.0/8'), address('all', '0.0.0.0/0')],
    interfaces: ports(['port1', 'port2', 'port3']),
  };
  const source = model({ ...objects, policies: [policy('1', 'accept', { srcIntf: ['port1'] })] });
  const target = model({
    ...objects,
    policies: [
      policy('1a', 'accept', { srcIntf: ['port1'], dstIntf: ['port2'], dstAddr: ['lan'] }),
      policy('1b', 'accept', { srcIntf: ['port1'], dstIntf: ['port3'] }),
    ],
  });
  const routes = [
    { prefix: '10.0.0.0/8', interface: 'port2' },
    { prefix: '0.0.0.0/0', interface: 'port3' },
  ];

  it('is equivalent when a packet can only leave by its route', () => {
    expect(verifyConversion(source, target, { routes }).status).toBe('equivalent');
  });

  it('without routes, a packet may leave anywhere', () => {
    const result = verifyConversion(source, target);
    expect(result.status).toBe('different');
    expect(result.counterexample?.target.ruleId).toBe('default');
  });

  it('a counterexample respects the routes', () => {
    const narrower = model({
      ...objects,
      policies: [
        policy('1a', 'accept', { srcIntf: ['port1'], dstIntf: ['port2'], dstAddr: ['lan'] }),
      ],
    });
    const result = verifyConversion(source, narrower, { routes });
    expect(result.counterexample?.packet).toMatchObject({ dstIntf: 'port3', srcIntf: 'port1' });
    expect(result.counterexample?.packet.dst.startsWith('10.')).toBe(false);
  });
});

describe('verifyConversion: what cannot be proven', () => {
  it('different default actions with no rules', () => {
    const result = verifyConversion(model(), model({ defaultAction: 'accept' }));
    expect(result.counterexample).toMatchObject({
      source: { ruleId: 'default', action: 'deny' },
      target: { ruleId: 'default', action: 'accept' },
    });
  });

  it('answers unknown when the work limit is reached', () => {
    const many = (prefix: string, count: number): TConfigModel =>
      model({
        addresses: Array.from({ length: count }, (_, i) =>
          address(`${prefix}${i}`, `10.${i}.${i}.0/24`),
        ),
        policies: Array.from({ length: count }, (_, i) =>
          policy(`${i}`, i % 2 ? 'accept' : 'deny', { srcAddr: [`${prefix}${i}`] }),
        ),
      });
    const result = verifyConversion(
      many('a', 20),
      { ...many('b', 20), policies: many('b', 20).policies.reverse() },
      { maxWork: 200 },
    );
    expect(result).toMatchObject({
      status: 'unknown',
      reason: expect.stringMatching(/work limit/),
    });
  });

  it('an approximated rule blocks a proof of equivalence', () => {
    const wide = {
      name: 'w',
      origin,
      kind: 'wildcard' as const,
      ip: '10.0.0.0',
      wildcard: '255.255.255.0',
    };
    const source = model({
      addresses: [wide],
      policies: [policy('1', 'accept', { srcAddr: ['w'] }), policy('2', 'accept')],
    });
    const target = model({ policies: [policy('2', 'accept')] });
    expect(verifyConversion(source, target).status).toBe('unknown');
  });

  it('lists rules that use FQDN objects when the proof needed a search', () => {
    const fqdn = { name: 'site', origin, kind: 'fqdn' as const, fqdn: 'www.example.com' };
    const objects = { addresses: [fqdn, address('net', '10.0.0.0/8')] };
    const a = policy('a', 'deny', { dstAddr: ['site'] });
    const b = policy('b', 'accept', { dstAddr: ['net'] });
    const result = verifyConversion(
      model({ ...objects, policies: [a, b] }),
      model({ ...objects, policies: [b, a] }),
    );
    expect(result.status).toBe('equivalent');
    expect(result.notVerified.map((entry) => entry.ruleId)).toEqual(['source:a', 'target:a']);
    expect(
      verifyConversion(
        model({ ...objects, policies: [a, b] }),
        model({ ...objects, policies: [a, b] }),
      ).notVerified,
    ).toEqual([]);
  });

  it('reports the dangling references of the output', () => {
    const target = model({
      services: [service('x', { protocol: 'udp', dst: [[53, 53]] })],
      policies: [policy('1', 'accept', { service: ['y'] })],
    });
    const result = verifyConversion(model({ policies: [policy('1', 'accept')] }), target);
    expect(result.danglingReferences).toMatchObject([
      { from: { kind: 'policy', id: '1' }, field: 'service', name: 'y' },
    ]);
    expect(result.status).toBe('unknown');
    expect(result.notVerified).toEqual([{ ruleId: 'target:1', reason: "undefined service 'y'" }]);
  });
});
