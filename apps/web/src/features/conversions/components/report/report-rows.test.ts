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
      filterRows(rows, { statuses: [], type: null, text }).map((row) => row.code);
    expect(find('OUTSIDE_IN')).toEqual(['CONVERTED']);
    expect(find('nat_partial')).toEqual(['NAT_PARTIAL']);
    expect(find('policy 2')).toEqual(['CONVERTED']);
    expect(find('asa.cfg:20')).toEqual(['NAT_PARTIAL']);
    expect(find('  ')).toHaveLength(2);
  });

  it('filters by status and type together; no status chosen means every status', () => {
    const rows = reportRows(report);
    expect(filterRows(rows, { statuses: [], type: null, text: '' })).toHaveLength(2);
    expect(
      filterRows(rows, { statuses: ['partial'], type: null, text: '' }).map((r) => r.code),
    ).toEqual(['NAT_PARTIAL']);
    expect(filterRows(rows, { statuses: ['partial'], type: 'Policies', text: '' })).toHaveLength(0);
  });
});
