import { describe, expect, it } from 'vitest';
import {
  filterBody,
  hasFilters,
  NO_FILTERS,
  readFilters,
  readSort,
  withFilters,
  withSort,
} from './ticket-list-params';

describe('ticket list query string', () => {
  it('reads statuses in life-cycle order and drops unknown ones', () => {
    const filters = readFilters(new URLSearchParams('status=closed,bogus,submitted&overdue=1'));
    expect(filters.status).toEqual(['submitted', 'closed']);
    expect(filters.overdue).toBe(true);
  });

  it('a filter change starts at skip 0, keeps the page size and drops empty values', () => {
    const next = withFilters(new URLSearchParams('skip=40&limit=25&q=old&vendor=sophos'), {
      text: '',
      status: ['delivered', 'closed'],
    });
    expect(Object.fromEntries(next)).toEqual({
      skip: '0',
      limit: '25',
      vendor: 'sophos',
      status: 'delivered,closed',
    });
  });

  it('the default sort (id, newest first) stays out of the address; a malformed one falls back to it', () => {
    expect(
      Object.fromEntries(withSort(new URLSearchParams('skip=20'), readSort(new URLSearchParams()))),
    ).toEqual({ skip: '0' });
    expect(readSort(new URLSearchParams('sortBy=password&order=asc'))).toEqual({
      sortBy: 'id',
      order: 'desc',
    });
    expect(readSort(new URLSearchParams('sortBy=dueAt&order=sideways'))).toEqual({
      sortBy: 'dueAt',
      order: 'desc',
    });
  });
});

describe('S7-39 filter body', () => {
  const all = {
    status: ['submitted' as const],
    vendor: 'ciscoASA',
    sn: ' FGT60F ',
    text: '  acme ',
    assignee: 'none',
    overdue: true,
  };

  it('sends only what is set, trimmed', () => {
    expect(filterBody(NO_FILTERS, true)).toEqual({});
    expect(filterBody(all, true)).toEqual({
      status: ['submitted'],
      sourceVendor: 'ciscoASA',
      sn: 'FGT60F',
      text: 'acme',
      assignee: 'none',
      overdue: true,
    });
  });

  it("customers never send the engineers' filters, nor count them as set", () => {
    const engineersOnly = { ...NO_FILTERS, assignee: 'me', overdue: true };
    expect(filterBody(engineersOnly, false)).toEqual({});
    expect(hasFilters(engineersOnly, false)).toBe(false);
    expect(hasFilters(engineersOnly, true)).toBe(true);
  });
});
