import { describe, expect, it } from 'vitest';
import { emptyModel } from '../model/ir.js';
import { originOf } from '../model/origin.js';
import { buildReport } from './build-report.js';
import { Diagnostics, objectKey } from './collector.js';
import { effectOfCode, worstEffect } from './effects.js';
import { renderReportText } from './render-text.js';

/** A report of two addresses and four partial lines, each showing one way an effect is found. */
function sampleReport() {
  const model = emptyModel('test');
  model.addresses.push(
    { name: 'web', origin: originOf('a.cfg', 1), kind: 'host', ip: '192.0.2.1' },
    { name: 'lan', origin: originOf('a.cfg', 2), kind: 'subnet', ip: '10.0.0.0', prefix: 8 },
  );
  const diagnostics = new Diagnostics();
  // An object with a cosmetic and a widening note widens as a whole.
  diagnostics.note(objectKey('addresses', 'web'), {
    status: 'partial',
    code: 'NAME_TRUNCATED',
    message: 'Renamed.',
  });
  diagnostics.note(objectKey('addresses', 'web'), {
    status: 'partial',
    code: 'ZONE_MEMBER_INTERFACE',
    message: 'Wider.',
  });
  diagnostics.line('partial', 'Policies', originOf('a.cfg', 3), 'NAME_CLASH', 'Renamed.');
  diagnostics.line('partial', 'Policies', originOf('a.cfg', 4), 'NEW_CODE', 'Who knows.');
  diagnostics.line(
    'partial',
    'Policies',
    originOf('a.cfg', 5),
    'NAME_CLASH',
    'Marked.',
    'r5',
    'narrows',
  );
  diagnostics.line('unrecognised', 'Other', originOf('a.cfg', 6), 'UNRECOGNISED_LINE', 'What?');
  const outcomes = new Map([
    [objectKey('addresses', 'web'), { targets: ['firewall address "web"'], notes: [] }],
    [objectKey('addresses', 'lan'), { targets: ['firewall address "lan"'], notes: [] }],
  ]);
  return buildReport(model, diagnostics, outcomes, { files: [{ name: 'a.cfg', lines: 6 }] });
}

describe('partial entries effect (issue 17 item 7)', () => {
  it('issue 17 item 7: a code the table does not know is unknown, never cosmetic', () => {
    expect(effectOfCode('NO_SUCH_CODE_YET')).toBe('unknown');
    expect(effectOfCode('NAME_TRUNCATED')).toBe('cosmetic');
    expect(effectOfCode('FTD_L7_RULE')).toBe('widens');
    expect(worstEffect(['cosmetic', 'unknown', 'narrows'])).toBe('narrows');
    expect(worstEffect(['narrows', 'widens'])).toBe('widens');
  });

  it('issue 17 item 7: partial entries carry an effect; the parser mark wins; others carry none', () => {
    const report = sampleReport();
    const effects = report.entries.map((e) => [e.origin.line, e.status, e.effect]);
    expect(effects).toEqual([
      [1, 'partial', 'widens'],
      [2, 'converted', undefined],
      [3, 'partial', 'cosmetic'],
      [4, 'partial', 'unknown'],
      [5, 'partial', 'narrows'],
      [6, 'unrecognised', undefined],
    ]);
    expect(report.totals.Other?.unrecognised).toBe(1);
  });

  it('issue 17 item 7: the text lists partial entries widening first, then narrowing, and counts them', () => {
    const text = renderReportText(sampleReport());
    expect(text).toContain(
      'Partially converted by effect: 1 widens, 1 narrows, 1 unknown effect, 1 cosmetic',
    );
    const section = text.slice(text.indexOf('Partially converted, widening first (4)'));
    const order = [...section.matchAll(/a\.cfg:(\d) \[partial: ([a-z ]+)\]/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(order).toEqual([
      ['1', 'widens'],
      ['5', 'narrows'],
      ['4', 'unknown effect'],
      ['3', 'cosmetic'],
    ]);
    expect(text).toMatch(/^Object type +converted +partial +unsupported +ignored +unrecognised/m);
  });
});
