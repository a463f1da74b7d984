import type { TTicketConversion } from '@fwmig/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadSessionState } from '../../../../lib/session/session-store';
import { fakeServer, renderListPage, signInAs, ticketSummary } from './ticket-list-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  reloadSessionState();
});

const STATES: [number, TTicketConversion, string][] = [
  [10001, { state: 'converting', verdict: null, failure: null }, 'Converting'],
  [10002, { state: 'done', verdict: 'widened', failure: null }, 'Widened'],
  [10003, { state: 'failed', verdict: null, failure: 'input' }, 'File not readable'],
  [10004, { state: 'failed', verdict: null, failure: 'engine' }, 'Conversion failed'],
  [10005, { state: 'engineers', verdict: null, failure: null }, 'Converted by our engineers'],
  // An older run's `equivalent` (NAT not compared) reads as on the run page, never plain.
  [
    10006,
    { state: 'done', verdict: 'equivalent_filtering', failure: null },
    'Equivalent (filtering only)',
  ],
];

/** The text of a ticket's Conversion cell. */
function conversionOf(id: number): string {
  const table = screen.getByRole('table', { name: 'Tickets' });
  const row = within(table)
    .getByRole('link', { name: `Ticket ${id}` })
    .closest('tr');
  const headers = within(table).getAllByRole('columnheader');
  const column = headers.findIndex((header) => header.getAttribute('aria-label') === 'Conversion');
  return row?.querySelectorAll('td')[column]?.textContent ?? '';
}

describe('issue 19 item 2: the ticket lists show the conversion state', { timeout: 20_000 }, () => {
  for (const who of ['customer', 'admin'] as const) {
    it(`${who}: converting, the verdict, failed (the file's or the engine's), by our engineers`, async () => {
      signInAs(who);
      fakeServer({
        tickets: STATES.map(([id, conversion]) => ticketSummary({ id, conversion })),
      });
      await renderListPage();
      for (const [id, , label] of STATES) expect(conversionOf(id)).toBe(label);
    });
  }

  it('a ticket with no run the customer may see yet shows nothing in the column', async () => {
    signInAs('customer');
    fakeServer({
      tickets: [
        ticketSummary({ id: 10009, conversion: { state: 'none', verdict: null, failure: null } }),
      ],
    });
    await renderListPage();
    expect(conversionOf(10009)).toBe('');
  });
});
