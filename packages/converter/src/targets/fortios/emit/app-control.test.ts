import { describe, expect, it } from 'vitest';
import type { TConfigModel, TPolicy } from '../../../model/ir.js';
import { intf, model, policy } from '../../../verify/test-models.js';
import { parseFortios } from '../parse/parse-fortios.js';
import { emitFortios } from './emit-fortios.js';

/** A PAN-OS-like model: two zones' interfaces and the policies given. */
function source(...policies: TPolicy[]): TConfigModel {
  return model({
    vendor: 'paloAltoNetwork',
    interfaces: [intf('ethernet1/1'), intf('ethernet1/2')],
    policies,
  });
}

const rule = (id: string, action: 'accept' | 'deny', fields: Partial<TPolicy>) =>
  policy(id, action, { srcIntf: ['ethernet1/1'], dstIntf: ['ethernet1/2'], ...fields });

function roundTrip(m: TConfigModel) {
  const emitted = emitFortios(m);
  const back = parseFortios(emitted.text, { file: 'out.conf' }).model;
  const notes = (id: string) => emitted.outcomes.get(`policies:${id}`)?.notes ?? [];
  return { emitted, back, notes };
}

describe('application control (issue 17 item 4.1)', () => {
  it('issue 17 item 4.1: mapped App-IDs become an application list passing exactly their FortiGuard ids', () => {
    const { emitted, back } = roundTrip(
      source(rule('r1', 'accept', { applications: ['ssh', 'web-browsing'] })),
    );
    expect(emitted.text).toContain('config application list');
    expect(emitted.text).toContain('set application 15893 16060');
    expect(emitted.text).toContain('set other-application-action block');
    expect(emitted.text).toContain('set unknown-application-action block');
    expect(emitted.text).toMatch(/unset options/);
    expect(emitted.text).toContain('set application-list "app-ssh_web-browsing"');
    expect(emitted.text).toContain('set utm-status enable');
    expect(emitted.text).toContain('set ssl-ssh-profile "certificate-inspection"');
    expect(back.policies[0]?.applications).toEqual(['fortiguard:15893', 'fortiguard:16060']);
    expect(back.policies[0]?.conditionsBlock).toBe(true);
    expect(emitted.applicationMap).toEqual({
      ssh: ['fortiguard:16060'],
      'web-browsing': ['fortiguard:15893'],
    });
  });

  it('issue 17 item 4.1: one App-ID standing for several FortiGuard ids maps to all of them', () => {
    const { emitted, back } = roundTrip(
      source(rule('r1', 'accept', { applications: ['ms-ds-smb'] })),
    );
    expect(emitted.applicationMap['ms-ds-smb']).toEqual([
      'fortiguard:44611',
      'fortiguard:44623',
      'fortiguard:44624',
    ]);
    expect(back.policies[0]?.applications).toEqual(emitted.applicationMap['ms-ds-smb']);
  });

  it('issue 17 item 4.1: policies with the same mapped set share one list; another set gets its own', () => {
    const { emitted } = roundTrip(
      source(
        rule('r1', 'accept', { applications: ['ssh'] }),
        rule('r2', 'accept', { applications: ['ssh'] }),
        rule('r3', 'accept', { applications: ['dns'] }),
      ),
    );
    expect(emitted.text.match(/^ {4}edit "app-/gm)).toEqual(['    edit "app-', '    edit "app-']);
    expect(emitted.text.match(/set application-list "app-ssh"/g)).toHaveLength(2);
    expect(emitted.text).toContain('set application-list "app-dns"');
  });

  it('issue 17 item 4.1: an unmapped App-ID keeps the policy without a list and is reported as wider', () => {
    const { emitted, back, notes } = roundTrip(
      source(rule('r1', 'accept', { applications: ['my-custom-app'] })),
    );
    expect(emitted.text).not.toContain('config application list');
    expect(back.policies[0]?.applications).toBeUndefined();
    expect(notes('r1')).toContainEqual(
      expect.objectContaining({ code: 'APPLICATION_NOT_MAPPED', effect: 'widens' }),
    );
    expect(notes('r1')[0]?.message).toContain('my-custom-app');
    expect(emitted.applicationMap).toEqual({});
  });

  it('issue 17 item 4.1: mixed apps map what they can and name the rest in the report', () => {
    const { back, notes } = roundTrip(
      source(rule('r1', 'accept', { applications: ['ssh', 'my-custom-app'] })),
    );
    expect(back.policies[0]?.applications).toEqual(['fortiguard:16060']);
    const note = notes('r1').find((n) => n.code === 'APPLICATION_CONTROL');
    expect(note?.message).toContain('Not mapped to a FortiGuard application: my-custom-app');
    expect(note?.status).toBe('partial');
  });

  it('issue 17 item 4.1: a deny rule with App-IDs gets no list and is reported as narrower', () => {
    const { emitted, back, notes } = roundTrip(
      source(rule('r1', 'deny', { applications: ['ssh'] })),
    );
    expect(emitted.text).not.toContain('application-list');
    expect(back.policies[0]?.applications).toBeUndefined();
    expect(notes('r1')).toContainEqual(
      expect.objectContaining({ code: 'APPLICATION_DENY', effect: 'narrows' }),
    );
  });

  it('issue 17 item 4.1: App-IDs whose reference row is marked (verify) are not mapped', () => {
    const { emitted } = roundTrip(
      source(rule('r1', 'accept', { applications: ['ms-teams', 'traceroute', 'http-proxy'] })),
    );
    expect(emitted.applicationMap).toEqual({});
  });

  it('issue 17 item 4.1: a FortiOS source list round-trips as the same tokens, reported converted', () => {
    const { back, notes } = roundTrip(
      source(rule('r1', 'accept', { applications: ['fortiguard:16060'], conditionsBlock: true })),
    );
    expect(back.policies[0]?.applications).toEqual(['fortiguard:16060']);
    expect(notes('r1').find((n) => n.code === 'APPLICATION_CONTROL')?.status).toBe('converted');
  });

  it('issue 17 item 4.1: an incomplete rule gets no application list', () => {
    const { emitted } = roundTrip(
      source(rule('r1', 'accept', { applications: ['ssh'], incomplete: 'cut short' })),
    );
    expect(emitted.text).not.toContain('config application list');
  });
});
