import { describe, expect, it } from 'vitest';
import { summarizeVerification, verifyConversion } from './verify.js';
import {
  address,
  addressGroup,
  intf,
  model,
  origin,
  policy,
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
      natCompared: { source: 0, target: 0 },
      widened: [],
      narrowed: [],
      natDifferences: [],
      uncompared: [],
      danglingReferences: [],
      notVerified: [],
    });
    expect(summarizeVerification(result)).toBe(
      'Equivalent: the 1 source rule and the 1 output rule compared decide all traffic alike.',
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
    expect(result.status).toBe('narrowed');
    expect(result.counterexample).toMatchObject({
      packet: { protocol: 'tcp', protocolNumber: 6, dstPort: 2000 },
      source: { ruleId: '10', action: 'accept' },
      target: { ruleId: 'default', action: 'deny' },
    });
    expect(summarizeVerification(result)).toMatch(
      /^Narrowed: the output denies traffic the source accepts: 1 rule, e\.g\. source rule 10 \(t:1\) accepts tcp [\d.]+:\d+ -> [\d.]+:2000 \(\(other\) -> \(other\)\), which the output default action denies\.$/,
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
    // Accepted from the wrong interface (widened) and lost from the right one (narrowed).
    expect(result.status).toBe('widened');
    expect(result.widened[0]).toMatchObject({
      packet: { srcIntf: 'port2' },
      source: { ruleId: 'default' },
      target: { ruleId: '1' },
    });
    expect(result.narrowed[0]).toMatchObject({
      packet: { srcIntf: 'port1' },
      source: { ruleId: '1' },
      target: { ruleId: 'default' },
    });
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
    expect(result.counterexample?.packet.conditions).toEqual(["not schedule 'work'"]);
  });
});
