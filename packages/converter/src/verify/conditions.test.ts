import { describe, expect, it } from 'vitest';
import { address, model, origin, policy, tcp } from './test-models.js';
import { compareRuleLists } from './equivalence.js';
import { flattenPolicies, newFlattenContext } from './flatten.js';
import { verifyConversion } from './verify.js';

const objects = {
  addresses: [address('srv', '10.0.0.10')],
  services: [tcp('ssh-port', '22')],
};

describe('issue 17 item 2: applications, URL categories, devices as conditions', () => {
  const source = model({
    ...objects,
    policies: [policy('allow-ssh', 'accept', { dstAddr: ['srv'], applications: ['ssh'] })],
  });

  it('an application condition the output drops is widened, with the packet saying so', () => {
    const target = model({
      ...objects,
      policies: [policy('1', 'accept', { dstAddr: ['srv'] })],
    });
    const result = verifyConversion(source, target, { targetOrigins: { '1': 'allow-ssh' } });
    expect(result.status).toBe('widened');
    expect(result.widened).toHaveLength(1);
    expect(result.widened[0]).toMatchObject({
      sourceRuleId: 'allow-ssh',
      targetRuleId: '1',
      packet: { dst: '10.0.0.10', conditions: ["not application 'ssh'"] },
      source: { ruleId: 'default', action: 'deny' },
    });
  });

  it('the same application under its target token is equivalent through applicationMap', () => {
    const target = model({
      ...objects,
      policies: [policy('1', 'accept', { dstAddr: ['srv'], applications: ['fortiguard:16060'] })],
    });
    expect(verifyConversion(source, target).status).toBe('widened');
    const mapped = verifyConversion(source, target, {
      applicationMap: { ssh: ['fortiguard:16060'] },
    });
    expect(mapped.status).toBe('equivalent');
  });

  it('a source rule whose condition fails passes the packet on to the next rule', () => {
    // PAN-OS: web-browsing to the server is allowed, anything else reaches the deny below.
    const panos = model({
      ...objects,
      policies: [
        policy('web', 'accept', { dstAddr: ['srv'], urlCategories: ['news'] }),
        policy('rest', 'accept', { dstAddr: ['srv'], service: ['ssh-port'] }),
      ],
    });
    // The output drops the later rule's traffic when the URL category does not hold.
    const blocking = model({
      ...objects,
      policies: [
        policy('1', 'accept', { dstAddr: ['srv'], urlCategories: ['news'], conditionsBlock: true }),
        policy('2', 'accept', { dstAddr: ['srv'], service: ['ssh-port'] }),
      ],
    });
    const result = verifyConversion(panos, blocking);
    expect(result.status).toBe('narrowed');
    expect(result.narrowed[0]).toMatchObject({
      sourceRuleId: 'rest',
      targetRuleId: '1',
      packet: { dstPort: 22, conditions: ["not URL category 'news'"] },
      target: { ruleId: '1', action: 'deny' },
    });
    // Without the profile's blocking, the output falls through like the source.
    const fallThrough = model({
      ...objects,
      policies: blocking.policies.map((p) => ({ ...p, conditionsBlock: false })),
    });
    expect(verifyConversion(panos, fallThrough).status).toBe('equivalent');
  });

  it('a FortiOS profile rule equals an accept with the condition followed by a deny without', () => {
    const profile = model({
      ...objects,
      policies: [policy('1', 'accept', { applications: ['ssh'], conditionsBlock: true })],
      defaultAction: 'accept',
    });
    const spelled = model({
      ...objects,
      policies: [policy('a', 'accept', { applications: ['ssh'] }), policy('b', 'deny')],
      defaultAction: 'accept',
    });
    expect(verifyConversion(spelled, profile).status).toBe('equivalent');
  });

  it('devices and other conditions are conditions too; one of a list must hold', () => {
    const withDevice = model({
      ...objects,
      policies: [
        policy('1', 'accept', {
          devices: ['managed-laptop', 'managed-phone'],
          otherConditions: [{ kind: 'source-region', value: 'EU' }],
        }),
      ],
    });
    const reordered = model({
      ...objects,
      policies: [
        policy('1', 'accept', {
          devices: ['managed-phone', 'managed-laptop'],
          otherConditions: [{ kind: 'source-region', value: 'EU' }],
        }),
      ],
    });
    expect(verifyConversion(withDevice, reordered).status).toBe('equivalent');
    const lost = model({
      ...objects,
      policies: [policy('1', 'accept', { devices: ['managed-laptop'] })],
    });
    const result = verifyConversion(withDevice, lost);
    expect(result.status).toBe('widened');
    expect(result.widened[0]?.packet.conditions).toEqual(
      expect.arrayContaining(["device 'managed-laptop'", "not source-region 'EU'"]),
    );
  });

  it('a one-to-one conversion with conditions is proven without a search', () => {
    const rules = (app: string) =>
      Array.from({ length: 200 }, (_, i) =>
        policy(`${i + 1}`, i % 2 ? 'accept' : 'deny', {
          applications: [i % 3 ? app : 'web-browsing'],
          urlCategories: i % 5 ? [] : ['news'],
          devices: i % 7 ? undefined : ['managed'],
        }),
      );
    const context = newFlattenContext();
    const flatS = flattenPolicies(model({ policies: rules('ssh') }), {
      side: 's',
      context,
      applicationMap: { ssh: 'fortiguard:16060', 'web-browsing': 'fortiguard:15893' },
    });
    const target = model({
      policies: rules('fortiguard:16060').map((p) => ({
        ...p,
        applications: p.applications?.map((a) => (a === 'web-browsing' ? 'fortiguard:15893' : a)),
      })),
    });
    const flatT = flattenPolicies(target, { side: 't', context });
    const result = compareRuleLists(flatS, flatT, context);
    expect(result).toEqual({ widened: [], narrowed: [], capped: false, searched: false });
  });
});

describe('issue 17 item 4: a source user condition converted to user groups', () => {
  const source = model({
    ...objects,
    policies: [
      policy('staff', 'accept', {
        dstAddr: ['srv'],
        otherConditions: [{ kind: 'source-user', value: 'corp\\staff' }],
      }),
    ],
  });
  const target = model({
    ...objects,
    userGroups: [{ name: 'corp_staff', origin, members: [] }],
    policies: [policy('1', 'accept', { dstAddr: ['srv'], groups: ['corp_staff'] })],
  });

  it('compares as the group the conversion names (userGroupMap), not as a condition apart', () => {
    expect(verifyConversion(source, target).status).toBe('widened');
    const mapped = verifyConversion(source, target, {
      userGroupMap: { 'corp\\staff': 'corp_staff' },
    });
    expect(mapped.status).toBe('equivalent');
  });

  it('a list with a value the conversion could not name stays a condition of its own', () => {
    const special = model({
      ...objects,
      policies: [
        policy('staff', 'accept', {
          dstAddr: ['srv'],
          otherConditions: [
            { kind: 'source-user', value: 'corp\\staff' },
            { kind: 'source-user', value: 'known-user' },
          ],
        }),
      ],
    });
    const result = verifyConversion(special, target, {
      userGroupMap: { 'corp\\staff': 'corp_staff' },
    });
    expect(result.status).not.toBe('equivalent');
  });
});
