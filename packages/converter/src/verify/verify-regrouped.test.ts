import { describe, expect, it } from 'vitest';
import type { TPolicy } from '../model/ir.js';
import { address, intf, model, origin, policy, tcp } from './test-models.js';
import { verifyConversion } from './verify.js';

// Conversions regroup rules by interface and name egress interfaces from routes: the proof
// must not need the exhaustive search for that (maxWork: 1 would make it answer unknown).
const NO_SEARCH = { maxWork: 1 };

describe('verifyConversion of regrouped rules', () => {
  const objects = {
    interfaces: [intf('a'), intf('b')],
    addresses: Array.from({ length: 50 }, (_, i) => address(`n${i}`, `10.${i}.0.0/16`)),
    services: [tcp('web', '80')],
  };
  const rule = (side: string, i: number): TPolicy =>
    policy(`${side}${i}`, i % 2 ? 'accept' : 'deny', {
      srcIntf: [side],
      srcAddr: [`n${i % 50}`],
      dstAddr: [`n${(i * 7) % 50}`],
      service: i % 3 ? ['web'] : 'any',
    });
  const interleaved = Array.from({ length: 200 }, (_, i) => rule(i % 2 ? 'a' : 'b', i >> 1));
  const onA = (r: TPolicy) => r.srcIntf !== 'any' && r.srcIntf[0] === 'a';
  const grouped = [...interleaved.filter(onA), ...interleaved.filter((r) => !onA(r))];
  const source = model({ ...objects, policies: interleaved });

  it('rules grouped by arrival interface are compared per interface, in order', () => {
    const result = verifyConversion(source, model({ ...objects, policies: grouped }), NO_SEARCH);
    expect(result.status).toBe('equivalent');
  });

  it('a change within one interface is still found', () => {
    const flip = (r: TPolicy): TPolicy => ({
      ...r,
      action: r.action === 'accept' ? 'deny' : 'accept',
    });
    const changed = grouped.map((r, i) => (i === 3 ? flip(r) : r));
    const result = verifyConversion(source, model({ ...objects, policies: changed }));
    expect(result.counterexample).toMatchObject({
      packet: { srcIntf: 'a' },
      source: { ruleId: 'a3' },
      target: { ruleId: 'a3' },
    });
  });

  it('route-derived egress interfaces equal "any" where routing leaves no choice', () => {
    // 10.0.0.0/11 (n0 .. n31) leaves by b, everything else by a.
    const routes = [
      { prefix: '10.0.0.0/11', interface: 'b' },
      { prefix: '0.0.0.0/0', interface: 'a' },
    ];
    const derived = interleaved.map((r) => {
      const k = (Number(r.id.slice(1)) * 7) % 50;
      return { ...r, dstIntf: [k < 32 ? 'b' : 'a'] };
    });
    const target = model({ ...objects, policies: derived });
    expect(verifyConversion(source, target, { ...NO_SEARCH, routes }).status).toBe('equivalent');
    expect(verifyConversion(source, target, { routes: routes.slice(1) }).status).toBe('narrowed');
  });

  it('a failover route makes a narrowed egress list a difference', () => {
    const routes = [
      { prefix: '0.0.0.0/0', interface: 'a' },
      { prefix: '0.0.0.0/0', interface: 'b' },
    ];
    const deny = policy('1', 'deny', { dstAddr: ['n1'] });
    const allow = policy('2', 'accept');
    const narrowed = model({ ...objects, policies: [{ ...deny, dstIntf: ['a'] }, allow] });
    const result = verifyConversion(model({ ...objects, policies: [deny, allow] }), narrowed, {
      routes,
    });
    expect(result.counterexample).toMatchObject({
      packet: { dstIntf: 'b' },
      source: { ruleId: '1' },
      target: { ruleId: '2' },
    });
  });

  it('renamed user groups are compared through the group map', () => {
    const groups = (name: string) => [{ name, origin, members: ['alice'] }];
    const users = [
      { name: 'alice', origin, type: 'password' as const, enabled: true, secretPresent: false },
    ];
    const source = model({
      users,
      userGroups: groups('Guest-group'),
      policies: [policy('1', 'accept', { groups: ['Guest-group'] })],
    });
    const target = model({
      users,
      userGroups: groups('Guest-group_2'),
      policies: [policy('1', 'accept', { groups: ['Guest-group_2'] })],
    });
    expect(verifyConversion(source, target).status).toBe('widened');
    const mapped = verifyConversion(source, target, {
      userGroupMap: { 'Guest-group': 'Guest-group_2' },
    });
    expect(mapped.status).toBe('equivalent');
  });
});
