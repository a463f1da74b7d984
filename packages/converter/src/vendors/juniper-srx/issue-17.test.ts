import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { coveredLines, meaningfulLines } from '../../test/golden.js';
import { juniperSrxParser } from './vendor.js';

function run(name: string, part?: string) {
  const text = readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');
  const result = convertWith(juniperSrxParser, {
    files: [{ name, content: text }],
    ...(part ? { options: { part } } : {}),
  });
  const covered = coveredLines(result.report.entries, name);
  const missing = meaningfulLines(text, (l) => l.startsWith('#')).filter((n) => !covered.has(n));
  const codes = result.report.entries.map((e) => e.code);
  return { ...result, missing, codes };
}
const names = (result: ReturnType<typeof run>) => result.model.policies.map((p) => p.name);

describe('issue 17 item 5e: set lines after a hierarchical configuration', () => {
  const result = run('set-after-hierarchy.cfg');

  it('applies them on top of it: a new policy, its address, a deactivation', () => {
    expect(names(result)).toEqual(['web', 'dns']);
    expect(result.model.policies[1]).toMatchObject({
      dstAddr: ['dns-a'],
      service: ['junos-dns-udp', 'junos-dns-tcp'],
    });
    expect(result.config).toContain('edit "dns-a"');
    expect(result.codes).toContain('JUNOS_SET_AFTER_HIERARCHY');
    expect(result.verification?.status).toBe('equivalent');
  });

  it('issue 17 item 9: puts every one of them in the report', () => {
    expect(result.missing).toEqual([]);
  });

  it('never calls equivalent a file whose delete line or hierarchical tail is not applied', () => {
    const base = readFileSync(
      fileURLToPath(new URL('./fixtures/set-after-hierarchy.cfg', import.meta.url)),
      'utf8',
    );
    const deleted = `${base}delete security policies from-zone trust to-zone untrust policy web\n`;
    const tail =
      'set system host-name fw1\nsecurity {\n    policies {\n        default-policy {\n            permit-all;\n        }\n    }\n}\n';
    for (const content of [deleted, tail]) {
      const out = convertWith(juniperSrxParser, { files: [{ name: 'x.cfg', content }] });
      expect(out.model.incomplete).toHaveLength(1);
      expect(out.verification?.status).not.toBe('equivalent');
    }
  });
});

describe('issue 17 item 5e: rules only in logical systems', () => {
  it('converts the first logical system with policies by default, and names the others', () => {
    const result = run('lsys-only.cfg');
    expect(result.part).toEqual({
      kind: 'Logical system',
      name: 'LSYS1',
      names: ['LSYS1', 'root', 'LSYS2'],
    });
    expect(names(result)).toEqual(['web']);
    const entry = result.report.entries.find((e) => e.code === 'JUNOS_DEFAULT_PART');
    expect(entry?.message).toMatch(/LSYS1, the first part that does, is converted; LSYS2/);
    expect(result.verification?.status).toBe('equivalent');
    expect(result.missing).toEqual([]);
  });

  it('never calls the policy-less root equivalent, and says where the policies are', () => {
    const result = run('lsys-only.cfg', 'root');
    expect(result.model.policies).toEqual([]);
    const entry = result.report.entries.find((e) => e.code === 'JUNOS_PART_NO_POLICIES');
    expect(entry?.message).toMatch(/The policies are in LSYS1, LSYS2/);
    expect(result.verification?.status).not.toBe('equivalent');
    expect(result.verification?.policiesCompared.source).toBe(0);
  });

  it('keeps inactive: and deactivate statements inactive in the chosen logical system', () => {
    for (const file of ['lsys-only.cfg', 'lsys-deactivated.set.cfg']) {
      const result = run(file, 'LSYS1');
      expect(names(result)).toEqual(['web']);
      expect(result.config).not.toContain('telnet');
      expect(result.codes).toContain('JUNOS_INACTIVE');
      expect(result.missing).toEqual([]);
    }
  });
});

describe('issue 17 item 2: policies keep every match condition', () => {
  const result = run('match-conditions.set.cfg');
  const policy = (name: string) => result.model.policies.find((p) => p.name === name);

  it('keeps applications, URL categories, identities and services that block', () => {
    expect(policy('apps')?.applications).toEqual(['junos:FACEBOOK-ACCESS']);
    expect(policy('urls')).toMatchObject({ urlCategories: ['Enhanced_News_and_Media'] });
    expect(policy('urls')?.applications).toBeUndefined();
    expect(policy('staff')?.otherConditions).toEqual([
      { kind: 'source-identity', value: 'authenticated-user' },
      { kind: 'source-end-user-profile', value: 'corp-devices' },
    ]);
    expect(policy('not-lab')).toMatchObject({
      srcNegate: true,
      otherConditions: [{ kind: 'firewall-authentication', value: 'pass-through' }],
    });
    expect(policy('screened')?.otherConditions?.[0]?.kind).toBe('application-services');
    expect(policy('g1')).toMatchObject({ srcIntf: ['trust', 'dmz'], dstIntf: ['untrust'] });
  });

  it('does not call an output without those conditions equivalent', () => {
    expect(result.verification?.status).not.toBe('equivalent');
    expect(result.missing).toEqual([]);
  });

  it('keeps a policy whose scheduler is missing, incomplete, so never equivalent', () => {
    const missing = run('scheduler-missing.set.cfg');
    expect(missing.model.policies[0]).toMatchObject({
      name: 'block-night',
      action: 'deny',
      incomplete: expect.stringMatching(/scheduler night/),
    });
    expect(missing.verification?.status).not.toBe('equivalent');
  });
});

describe('issue 17 item 2: NAT rules are all kept', () => {
  const result = run('nat-kept.set.cfg');
  const rule = (id: string) => result.model.nat.find((r) => r.id === id);

  it('keeps source NAT off, pool and interface, destination ports and static ports', () => {
    expect(rule('source:out:keep')).toMatchObject({ type: 'identity' });
    expect(rule('source:out:lab')?.translatedSrc).toEqual({ kind: 'pool', pool: 'out-pool' });
    expect(rule('source:out:rest')?.translatedSrc).toEqual({ kind: 'interface' });
    expect(rule('destination:in:web')).toMatchObject({
      service: ['tcp-80', 'tcp-8000'],
      translatedService: 'tcp-8080',
    });
    expect(rule('static:st:mail')).toMatchObject({
      service: ['tcp-2525'],
      translatedService: 'tcp-25',
      bidirectional: true,
    });
  });

  it('marks the model incomplete for a NAT rule it cannot hold', () => {
    expect(result.model.incomplete).toEqual([expect.stringMatching(/static:st:v6/)]);
    expect(result.verification?.status).not.toBe('equivalent');
    expect(result.missing).toEqual([]);
  });
});
