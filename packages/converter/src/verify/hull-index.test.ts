import { describe, expect, it } from 'vitest';
import type { TInterval } from '../model/resolve.js';
import { HullIndex } from './hull-index.js';

const meets = (a: TInterval, b: TInterval) => a[0] <= b[1] && b[0] <= a[1];

describe('HullIndex', () => {
  it('issue 17 item 8: offers every item whose range meets the query, in the order added', () => {
    // Hosts, a /24 straddling two buckets, a /16 (kept apart as wide) and an item without range.
    const hulls: (TInterval | undefined)[] = [
      [167772161, 167772161],
      [167772416, 167772671],
      [167772400, 167772500],
      undefined,
      [167772160, 167837695],
      [3232235777, 3232235777],
    ];
    const index = new HullIndex();
    hulls.forEach((hull, id) => index.add(id, hull));
    const queries: TInterval[] = [
      [167772161, 167772161],
      [167772500, 167772500],
      [3232235777, 3232235777],
      [0, 2 ** 32 - 1],
      [16777216, 16777216],
    ];
    for (const query of queries) {
      const found = index.candidates(query);
      const expected = hulls.flatMap((hull, id) => (hull && meets(hull, query) ? [id] : []));
      expect(found.filter((id) => expected.includes(id))).toEqual(expected);
      expect([...found].sort((a, b) => a - b)).toEqual(found);
    }
    // Narrow queries do not see items far away (the point of the index).
    expect(index.candidates([3232235777, 3232235777])).toEqual([4, 5]);
  });
});
