import { describe, expect, it } from 'vitest';
import type { TOrigin } from '../model/origin.js';
import type { TReportEntry } from '../report/report-types.js';
import { address, model, policy, tcp } from './test-models.js';
import { summarizeVerification, verifyConversion } from './verify.js';

const at = (line: number): TOrigin => ({ file: 'fw.cfg', line, endLine: line });
const objects = {
  addresses: [
    address('web', '10.0.0.10'),
    address('mail', '10.0.0.25'),
    address('dns', '10.0.0.53'),
    address('lan', '10.1.0.0/16'),
  ],
  services: [tcp('http', '80'), tcp('smtp', '25'), tcp('dns-tcp', '53'), tcp('ssh', '22')],
};

/** Three source rules for three servers, each written on its own line. */
const source = model({
  ...objects,
  policies: [
    policy('web-in', 'accept', { dstAddr: ['web'], service: ['http'], origin: at(10) }),
    policy('mail-in', 'accept', { dstAddr: ['mail'], service: ['smtp'], origin: at(11) }),
    policy('dns-in', 'accept', { dstAddr: ['dns'], service: ['dns-tcp'], origin: at(12) }),
  ],
});
const origins = { '1': 'web-in', '2': 'mail-in', '3': 'dns-in' };

describe('issue 17 item 1: verdicts that mean what they say', () => {
  it('widened: lists every output rule that accepts more, each with its packet and origin', () => {
    // Every output rule lost its service: each one accepts ports its source rule did not.
    const target = model({
      ...objects,
      policies: [
        policy('1', 'accept', { dstAddr: ['web'] }),
        policy('2', 'accept', { dstAddr: ['mail'] }),
        policy('3', 'accept', { dstAddr: ['dns'], service: ['dns-tcp'] }),
      ],
    });
    const result = verifyConversion(source, target, { targetOrigins: origins });
    expect(result.status).toBe('widened');
    expect(result.narrowed).toEqual([]);
    expect(result.widened.map((f) => [f.targetRuleId, f.sourceRuleId, f.origin?.line])).toEqual([
      ['1', 'web-in', 10],
      ['2', 'mail-in', 11],
    ]);
    for (const finding of result.widened) {
      expect(finding.target.action).toBe('accept');
      expect(finding.source).toEqual({ ruleId: 'default', action: 'deny' });
    }
    expect(result.widened[0]?.packet).toMatchObject({ dst: '10.0.0.10', protocol: 'tcp' });
    expect(result.widened[0]?.packet.dstPort).not.toBe(80);
    expect(summarizeVerification(result)).toMatch(
      /^Widened: the output accepts traffic the source denies: 2 rules, e\.g\. output policy 1, from source rule web-in \(fw\.cfg:10\) accepts tcp [\d.]+:\d+ -> 10\.0\.0\.10:\d+ \(\(other\) -> \(other\)\), which the source default action denies\.$/,
    );
  });

  it('widened wins over narrowed, and both are listed', () => {
    const target = model({
      ...objects,
      policies: [
        policy('1', 'accept', { dstAddr: ['web'], service: ['ssh'] }),
        policy('2', 'accept', { dstAddr: ['mail'], service: ['smtp'] }),
        policy('3', 'accept', { dstAddr: ['dns'], service: ['dns-tcp'] }),
      ],
    });
    const result = verifyConversion(source, target, { targetOrigins: origins });
    expect(result.status).toBe('widened');
    expect(result.widened.map((f) => [f.targetRuleId, f.packet.dstPort])).toEqual([['1', 22]]);
    expect(result.narrowed.map((f) => [f.sourceRuleId, f.packet.dstPort])).toEqual([
      ['web-in', 80],
    ]);
    expect(summarizeVerification(result)).toContain('(also narrowed: 1 rule)');
  });

  it('narrowed: grouped by the source rule whose traffic is lost', () => {
    const target = model({
      ...objects,
      policies: [policy('2', 'accept', { dstAddr: ['mail'], service: ['smtp'] })],
    });
    const result = verifyConversion(source, target, { targetOrigins: { '2': 'mail-in' } });
    expect(result.status).toBe('narrowed');
    expect(result.narrowed.map((f) => [f.sourceRuleId, f.targetRuleId, f.origin?.line])).toEqual([
      ['web-in', 'default', 10],
      ['dns-in', 'default', 12],
    ]);
    expect(summarizeVerification(result)).toMatch(
      /^Narrowed: the output denies traffic the source accepts: 2 rules, e\.g\. source rule web-in \(fw\.cfg:10\) accepts tcp .* -> 10\.0\.0\.10:80 .*, which the output default action denies\.$/,
    );
  });

  it('lists at most maxFindings rules and says so', () => {
    const target = model({ ...objects, policies: [] });
    const result = verifyConversion(source, target, { maxFindings: 2 });
    expect(result.narrowed).toHaveLength(2);
    expect(result.findingsCapped).toBe(true);
    expect(summarizeVerification(result)).toContain('2+ rules');
  });

  it('nothing_compared: a source with no enabled rule is never a success', () => {
    const empty = model({ policies: [policy('1', 'accept', { enabled: false })] });
    const result = verifyConversion(empty, model());
    expect(result.status).toBe('nothing_compared');
    expect(summarizeVerification(result)).toBe(
      'Nothing compared: the source yielded no rules (empty, cut short, wrong vendor or everything in another part).',
    );
  });

  it('uncompared: a rule line not understood makes an equal result Not proven', () => {
    const entries: TReportEntry[] = [
      {
        status: 'unrecognised',
        objectType: 'Other',
        origin: at(13),
        code: 'UNRECOGNISED_LINE',
        message: 'No rule of the parser understood this line.',
        targets: [],
      },
      {
        status: 'unsupported',
        objectType: 'NAT',
        name: '7',
        origin: at(20),
        code: 'NAT_UNSUPPORTED',
        message: 'Not converted: twice NAT.',
        targets: [],
      },
    ];
    const result = verifyConversion(source, source, { reportEntries: entries });
    expect(result.status).toBe('unknown');
    expect(result.uncompared.map((u) => u.item)).toEqual(['line 13', 'nat 7']);
    expect(summarizeVerification(result)).toMatch(
      /^Not proven: 2 source items were not compared \(line 13 \(fw\.cfg:13\): not understood, may be a rule: .*; nat 7 \(fw\.cfg:20\): not converted: Not converted: twice NAT\.\)\.$/,
    );
  });

  it('an incomplete input, and a rule read incompletely, are never equivalent', () => {
    const cut = { ...source, incomplete: ['the file ends inside a rulebase'] };
    const result = verifyConversion(cut, source);
    expect(result.status).toBe('unknown');
    expect(result.reason).toMatch(/^the input is incomplete: the file ends inside a rulebase/);

    // The half-read rule is left out of the comparison (its fields are not its own) and listed.
    const half = policy('half', 'accept', { incomplete: 'the line ends early', origin: at(14) });
    const withHalf = { ...source, policies: [...source.policies, half] };
    const partly = verifyConversion(withHalf, source);
    expect(partly.status).toBe('unknown');
    expect(partly.uncompared).toEqual([
      {
        item: 'policy half',
        origin: at(14),
        reason: 'could not be read completely: the line ends early',
      },
    ]);
  });

  it('equivalent only when everything was compared', () => {
    const result = verifyConversion(source, source);
    expect(result.status).toBe('equivalent');
    expect(result.uncompared).toEqual([]);
  });
});
