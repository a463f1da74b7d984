import { describe, expect, it } from 'vitest';
import { hiddenColumnIds } from './column-visibility';

// The ticket list's columns for a customer (issue 23 item 4).
const COLUMNS = [
  { id: 'id', width: 100 },
  { id: 'status', width: 176 },
  { id: 'conversion', width: 210, hidePriority: 2 },
  { id: 'source', width: 200, hidePriority: 3 },
  { id: 'sn', width: 180, hidePriority: 3 },
  { id: 'firmware', width: 96, hidePriority: 4 },
  { id: 'createdAt', width: 124, hidePriority: 3 },
  { id: 'dueAt', width: 190, hidePriority: 2 },
];
const ids = (set: Set<string>) => [...set].sort();

describe('hiddenColumnIds (issue 23 item 4: important columns stay in a narrow table)', () => {
  it('hides nothing when every column fits, or before the width is known', () => {
    expect(ids(hiddenColumnIds(COLUMNS, 1300, {}))).toEqual([]);
    expect(ids(hiddenColumnIds(COLUMNS, 0, {}))).toEqual([]);
  });

  it('hides the highest priority first, the rightmost among equals, until the rest fit', () => {
    // 1276 px of columns in 1232: the firmware (96) goes.
    expect(ids(hiddenColumnIds(COLUMNS, 1232, {}))).toEqual(['firmware']);
    // 1180 px: then the rightmost of the priority 3 columns, the date.
    expect(ids(hiddenColumnIds(COLUMNS, 1100, {}))).toEqual(['createdAt', 'firmware']);
  });

  it('keeps the columns without a priority even when they alone do not fit', () => {
    expect(ids(hiddenColumnIds(COLUMNS, 200, {}))).toEqual(
      ['conversion', 'createdAt', 'dueAt', 'firmware', 'sn', 'source'].sort(),
    );
  });

  it('never shows a less important column while a more important one is hidden', () => {
    // 590 px: the firmware (96) would fit beside ticket, status and conversion (486), but the
    // response time (priority 2) does not, so the firmware stays hidden too.
    expect(ids(hiddenColumnIds(COLUMNS, 590, {}))).toEqual(
      ['createdAt', 'dueAt', 'firmware', 'sn', 'source'].sort(),
    );
  });

  it('follows what the user picked over what fits', () => {
    const choice = { firmware: true, conversion: false };
    // Without the conversion (210) the rest fit in 1100 px, firmware included as asked.
    expect(ids(hiddenColumnIds(COLUMNS, 1100, choice))).toEqual(['conversion']);
    // Shown on request even where it does not fit: the table scrolls in its own box.
    expect(ids(hiddenColumnIds(COLUMNS, 300, { dueAt: true }))).toContain('firmware');
    expect(ids(hiddenColumnIds(COLUMNS, 300, { dueAt: true }))).not.toContain('dueAt');
  });
});
