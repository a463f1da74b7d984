import { describe, expect, it } from 'vitest';
import { addBusinessDay } from './business-days.js';

const due = (iso: string, holidays: string[] = []) =>
  addBusinessDay(new Date(iso), new Set(holidays)).toISOString();

describe('initial-response due time: one business day, Monday-Friday, holidays (UTC)', () => {
  it('a weekday submission is due at the same time the next business day', () => {
    expect(due('2026-11-24T10:00:00Z')).toBe('2026-11-25T10:00:00.000Z'); // Tue -> Wed
    expect(due('2026-11-27T15:30:00Z')).toBe('2026-11-30T15:30:00.000Z'); // Fri -> Mon
  });

  it('a weekend submission is due at the end of the next business day', () => {
    expect(due('2026-11-28T10:00:00Z')).toBe('2026-12-01T00:00:00.000Z'); // Sat -> end of Mon
    expect(due('2026-11-29T23:59:00Z')).toBe('2026-12-01T00:00:00.000Z'); // Sun -> end of Mon
  });

  it('holidays are skipped like weekends', () => {
    // Thu 24 Dec, with 25 Dec a holiday: due Monday 28 Dec.
    expect(due('2026-12-24T09:00:00Z', ['2026-12-25'])).toBe('2026-12-28T09:00:00.000Z');
    // Submitted on the holiday itself: the clock starts on the next business day.
    expect(due('2026-12-25T09:00:00Z', ['2026-12-25'])).toBe('2026-12-29T00:00:00.000Z');
    // Two holidays in a row after a Friday.
    expect(due('2027-01-01T12:00:00Z', ['2027-01-04', '2027-01-05'])).toBe(
      '2027-01-06T12:00:00.000Z',
    );
  });
});
