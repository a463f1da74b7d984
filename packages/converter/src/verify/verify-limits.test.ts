import { describe, expect, it } from 'vitest';
import type { TConfigModel } from '../model/ir.js';
import { verifyConversion } from './verify.js';
import { address, intf, model, origin, policy, service } from './test-models.js';

const ports = (names: string[]) => names.map((name) => intf(name));

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
    expect(result.status).toBe('narrowed');
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
    // Equal only if the FQDN resolves to addresses no other rule names: an assumption, not a
    // proof (issue 17 item 1), so Not proven with the reason.
    expect(result.status).toBe('unknown');
    expect(result.reason).toMatch(/not fully verified/);
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
