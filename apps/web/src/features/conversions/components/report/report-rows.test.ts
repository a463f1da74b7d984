import type { TRunDetail } from '@fwmig/contract';
import { describe, expect, it } from 'vitest';
import { filterRows, reportRows } from './report-rows';

const report: NonNullable<TRunDetail['report']> = {
  source: { vendor: 'cisco-asa', files: [{ name: 'asa.cfg', lines: 40 }] },
  target: { os: 'FortiOS' },
  totals: {},
  entries: [
    {
      status: 'converted',
      objectType: 'Policies',
      name: 'outside_in',
      origin: { file: 'asa.cfg', line: 12, endLine: 12 },
      code: 'CONVERTED',
      message: 'Converted.',
      targets: ['firewall policy 1', 'firewall policy 2'],
    },
    {
      status: 'partial',
      objectType: 'NAT',
      origin: { file: 'asa.cfg', line: 20, endLine: 22 },
      code: 'NAT_PARTIAL',
      message: 'Twice NAT split.',
      targets: [],
    },
  ],
};

describe('report rows', () => {
  it('gives each entry its source place and targets as text', () => {
    const rows = reportRows(report);
    expect(rows[0]).toMatchObject({
      source: 'asa.cfg:12',
      targets: 'firewall policy 1, firewall policy 2',
      name: 'outside_in',
    });
    expect(rows[1]?.source).toBe('asa.cfg:20–22');
  });

  it('finds text in any case in the name, message, code and FortiOS objects', () => {
    const rows = reportRows(report);
    const find = (text: string) =>
      filterRows(rows, { statuses: [], effects: [], type: null, text }).map((row) => row.code);
    expect(find('OUTSIDE_IN')).toEqual(['CONVERTED']);
    expect(find('nat_partial')).toEqual(['NAT_PARTIAL']);
    expect(find('policy 2')).toEqual(['CONVERTED']);
    expect(find('asa.cfg:20')).toEqual(['NAT_PARTIAL']);
    expect(find('  ')).toHaveLength(2);
  });

  it('filters by status and type together; no status chosen means every status', () => {
    const rows = reportRows(report);
    expect(filterRows(rows, { statuses: [], effects: [], type: null, text: '' })).toHaveLength(2);
    expect(
      filterRows(rows, { statuses: ['partial'], effects: [], type: null, text: '' }).map(
        (r) => r.code,
      ),
    ).toEqual(['NAT_PARTIAL']);
    expect(
      filterRows(rows, { statuses: ['partial'], effects: [], type: 'Policies', text: '' }),
    ).toHaveLength(0);
  });
});

describe('report rows by effect (issue 17 item 7)', () => {
  const entry = (line: number, status: 'partial' | 'converted', effect?: string) => ({
    status,
    objectType: 'Policies' as const,
    origin: { file: 'asa.cfg', line, endLine: line },
    code: `CODE_${line}`,
    message: 'm',
    targets: [],
    ...(effect ? { effect: effect as 'widens' } : {}),
  });
  const byEffect: NonNullable<TRunDetail['report']> = {
    ...report,
    entries: [
      entry(1, 'converted'),
      entry(2, 'partial', 'cosmetic'),
      entry(3, 'partial', 'narrows'),
      entry(4, 'partial'),
      entry(5, 'partial', 'widens'),
      entry(6, 'partial', 'narrows'),
    ],
  };

  it('issue 17 item 7: lists widening partial entries first, then narrowing, then the rest in source order', () => {
    const rows = reportRows(byEffect);
    expect(rows.map((row) => [row.entry.origin.line, row.effect])).toEqual([
      [5, 'widens'],
      [3, 'narrows'],
      [6, 'narrows'],
      [1, null],
      [2, 'cosmetic'],
      // A partial entry of an older run, without an effect, is of unknown effect.
      [4, 'unknown'],
    ]);
  });

  it('issue 17 item 7: filters partial entries by effect', () => {
    const rows = reportRows(byEffect);
    const lines = (effects: ('widens' | 'narrows' | 'unknown' | 'cosmetic')[]) =>
      filterRows(rows, { statuses: [], effects, type: null, text: '' }).map(
        (row) => row.entry.origin.line,
      );
    expect(lines(['narrows'])).toEqual([3, 6]);
    expect(lines(['widens', 'unknown'])).toEqual([5, 4]);
    expect(lines([])).toHaveLength(6);
  });
});
