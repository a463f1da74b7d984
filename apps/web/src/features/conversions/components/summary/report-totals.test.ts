import { describe, expect, it } from 'vitest';
import { grandTotals, totalsByType } from './report-totals';

const zero = { converted: 0, partial: 0, unsupported: 0, ignored: 0, unrecognised: 0 };

describe('totalsByType', () => {
  it('orders object types by size, counts unrecognised lines apart (issue 17 item 7), drops empty types', () => {
    const rows = totalsByType({
      source: { vendor: 'cisco-asa', files: [] },
      target: { os: 'FortiOS' },
      entries: [],
      totals: {
        Policies: { ...zero, converted: 40, partial: 2 },
        Other: { ...zero, unrecognised: 3, unsupported: 1 },
        'Addresses & Address Groups': { ...zero, converted: 90 },
        DNS: zero,
      },
    });
    expect(rows.map((row) => row.type)).toEqual([
      'Addresses & Address Groups',
      'Policies',
      'Other',
    ]);
    expect(rows[2]).toMatchObject({ counts: { unsupported: 1, unrecognised: 3 }, total: 4 });
    expect(grandTotals(rows)).toMatchObject({ converted: 130, unrecognised: 3, unsupported: 1 });
    expect(rows[1]?.total).toBe(42);
  });
});
