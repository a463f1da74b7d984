import { describe, expect, it } from 'vitest';
import { intf, model, origin, policy } from '../../../verify/test-models.js';
import { parseFortios } from '../parse/parse-fortios.js';
import { emitFortios } from './emit-fortios.js';

/** Local user alice, local group "Sales Team", and a policy naming them and directory names. */
function convert(users: string[], groups: string[], sourceUsers: string[] = []) {
  const m = model({
    vendor: 'paloAltoNetwork',
    interfaces: [intf('ethernet1/1'), intf('ethernet1/2')],
    users: [{ name: 'alice', origin, type: 'password', enabled: true, secretPresent: true }],
    userGroups: [{ name: 'Sales Team', origin, members: ['alice'] }],
    policies: [
      policy('r1', 'accept', {
        srcIntf: ['ethernet1/1'],
        dstIntf: ['ethernet1/2'],
        ...(users.length ? { users } : {}),
        ...(groups.length ? { groups } : {}),
        ...(sourceUsers.length
          ? { otherConditions: sourceUsers.map((value) => ({ kind: 'source-user', value })) }
          : {}),
      }),
    ],
  });
  const emitted = emitFortios(m);
  const back = parseFortios(emitted.text, { file: 'out.conf' }).model;
  return { emitted, back, notes: emitted.outcomes.get('policies:r1')?.notes ?? [] };
}

describe('users and groups in policies (issue 17 item 4.3)', () => {
  it('issue 17 item 4.3: local users and groups are referenced by their FortiOS names, and mapped for the verifier', () => {
    const { emitted, back, notes } = convert(['alice'], ['Sales Team']);
    expect(back.policies[0]?.users).toEqual(['alice']);
    expect(back.policies[0]?.groups).toEqual(['Sales Team']);
    expect(emitted.userMap).toEqual({ alice: 'alice' });
    expect(emitted.userGroupMap).toEqual({ 'Sales Team': 'Sales Team' });
    expect(notes.map((n) => n.code)).not.toContain('USER_PLACEHOLDER');
  });

  it('issue 17 item 4.3: directory users and groups become empty placeholder groups, reported as narrower', () => {
    const { emitted, back, notes } = convert(['corp\\bob'], ['cn=eng,dc=corp']);
    expect(back.userGroups.map((g) => g.name)).toEqual(
      expect.arrayContaining(['corp\\bob', 'cn=eng,dc=corp']),
    );
    expect(back.userGroups.find((g) => g.name === 'corp\\bob')?.members).toEqual([]);
    expect(back.policies[0]?.groups).toEqual(['corp\\bob', 'cn=eng,dc=corp']);
    expect(back.policies[0]?.users).toBeUndefined();
    expect(emitted.userGroupMap['cn=eng,dc=corp']).toBe('cn=eng,dc=corp');
    const note = notes.find((n) => n.code === 'USER_PLACEHOLDER');
    expect(note?.effect).toBe('narrows');
    expect(note?.message).toContain('corp\\bob');
  });

  it('issue 17 item 4.3: every name a policy uses is defined in the output (no dangling user)', () => {
    const { back } = convert(['alice', 'corp\\bob'], []);
    const defined = new Set([
      ...back.users.map((u) => u.name),
      ...back.userGroups.map((g) => g.name),
    ]);
    const used = [...(back.policies[0]?.users ?? []), ...(back.policies[0]?.groups ?? [])];
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('issue 17 item 4.3: PAN-OS source-user kept as a condition becomes the users and groups of the policy', () => {
    const { emitted, back, notes } = convert([], [], ['alice', 'Sales Team', 'corp\\bob']);
    expect(back.policies[0]?.users).toEqual(['alice']);
    expect(back.policies[0]?.groups).toEqual(['Sales Team', 'corp\\bob']);
    expect(emitted.userMap.alice).toBe('alice');
    expect(emitted.userGroupMap['corp\\bob']).toBe('corp\\bob');
    expect(notes.find((n) => n.code === 'USER_PLACEHOLDER')?.message).toContain('corp\\bob');
  });

  it('issue 17 item 4.3: known-user has no FortiOS name: no user condition, reported wider', () => {
    const { back, notes } = convert([], [], ['known-user']);
    expect(back.policies[0]?.groups).toBeUndefined();
    expect(notes).toContainEqual(expect.objectContaining({ code: 'USER_CLASS', effect: 'widens' }));
  });
});
