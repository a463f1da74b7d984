import { TICKET_STATUSES, TICKET_STATUS_LABELS } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadSessionState } from '../../../../lib/session/session-store';
import {
  fakeServer,
  PURCHASE_URL,
  renderListPage,
  signInAs,
  ticketSummary,
} from './ticket-list-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  reloadSessionState();
});

function table() {
  return screen.getByRole('table', { name: 'Tickets' });
}

function headers() {
  return within(table())
    .getAllByRole('columnheader')
    .map((header) => header.getAttribute('aria-label'))
    .filter(Boolean);
}

/** The row of a ticket number. */
function rowOf(id: number) {
  const link = within(table()).getByRole('link', { name: `Ticket ${id}` });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${id}`);
  return row;
}

/** A figure of the order-status summary: the number given for a label. */
function figure(label: string) {
  const summary = screen.getByRole('region', { name: 'Order status' });
  const term = within(summary).getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
}

describe('ticket list: the table', { timeout: 20_000 }, () => {
  it('shows each ticket with its status label, vendor, device and a link to its detail', async () => {
    signInAs('customer');
    fakeServer({
      tickets: TICKET_STATUSES.map((status, index) =>
        ticketSummary({ id: 10001 + index, status, sourceVendor: 'checkPoint' }),
      ),
    });
    await renderListPage();
    TICKET_STATUSES.forEach((status, index) => {
      const chip = rowOf(10001 + index).querySelector('[data-status]');
      expect(chip).toHaveTextContent(TICKET_STATUS_LABELS[status]);
    });
    const row = rowOf(10001);
    expect(within(row).getByRole('link', { name: 'Ticket 10001' })).toHaveAttribute(
      'href',
      '/ticket/detail/10001',
    );
    const cells = within(row).getAllByRole('cell');
    // cells[2]: the conversion state (ticket-conversion-column.test.tsx).
    expect(cells[3]).toHaveTextContent('Check Point');
    expect(cells[3]?.querySelector('img')).toHaveAttribute('src', '/vendor-logos/checkPoint.svg');
    expect(cells[4]).toHaveTextContent('FGT60FTK20000001FortiGate-60F');
    expect(cells[5]).toHaveTextContent('7.4.8');
  });

  it('a vendor key missing from the catalogue shows as itself, without a logo', async () => {
    signInAs('customer');
    fakeServer({ tickets: [ticketSummary({ sourceVendor: 'acmeWall' })] });
    await renderListPage();
    expect(within(rowOf(10001)).getByText('acmeWall')).toBeVisible();
    expect(rowOf(10001).querySelector('img')).toBeNull();
  });

  it('marks an overdue initial response in the error colour, and an answered one as such', async () => {
    signInAs('customer');
    fakeServer({
      tickets: [
        ticketSummary({ id: 10001, overdue: true }),
        ticketSummary({ id: 10002, firstResponseAt: '2026-03-02T11:00:00.000Z' }),
        ticketSummary({ id: 10003 }),
      ],
    });
    await renderListPage();
    const overdue = within(rowOf(10001)).getByText('Overdue');
    expect(overdue.closest('[data-overdue="true"]')).not.toBeNull();
    expect(overdue.closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(rowOf(10002)).getByText('Answered')).toBeVisible();
    expect(within(rowOf(10002)).queryByText('Overdue')).toBeNull();
    expect(within(rowOf(10003)).getByText(/^Due /)).toBeVisible();
    expect(within(rowOf(10003)).queryByText('Overdue')).toBeNull();
  });

  it('a click anywhere on a row opens the ticket', async () => {
    signInAs('customer');
    fakeServer({ tickets: [ticketSummary({ id: 10001 }), ticketSummary({ id: 10002 })] });
    const { router, user } = await renderListPage();
    await user.click(within(rowOf(10002)).getByText('FortiGate-60F'));
    expect(router.state.location.pathname).toBe('/ticket/detail/10002');
    expect(await screen.findByText('Detail of 10002')).toBeVisible();
  });

  it('engineers see the Account and Assignee columns; customers do not', async () => {
    signInAs('admin');
    fakeServer({
      tickets: [ticketSummary({ assignee: { id: 'e1', name: 'Erin Engineer' } })],
    });
    await renderListPage();
    expect(headers()).toContain('Account');
    expect(headers()).toContain('Assignee');
    expect(within(rowOf(10001)).getByText('Acme Networks')).toBeVisible();
    expect(within(rowOf(10001)).getByText('Erin Engineer')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toBeVisible();
  });

  it('customers see neither column', async () => {
    signInAs('customer');
    fakeServer();
    await renderListPage();
    expect(headers()).toEqual([
      'Ticket',
      'Status',
      'Conversion',
      'Source',
      'Target device',
      'Firmware',
      'Created',
      'Initial response',
    ]);
  });

  it('a failed request offers a retry in place', async () => {
    signInAs('customer');
    const server = fakeServer({ pageError: 'Network Error' });
    const { user } = await renderListPage();
    const message = await screen.findByText('Tickets could not be loaded: Network Error');
    const alert = message.closest('.MuiAlert-root');
    if (!(alert instanceof HTMLElement)) throw new Error('the message is not in an alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.pageRequests()).toHaveLength(2));
  });
});

describe('ticket list: empty states', { timeout: 20_000 }, () => {
  it('a customer without tickets is shown how to start', async () => {
    signInAs('customer');
    fakeServer({ tickets: [] });
    await renderListPage();
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    // The header's buttons and the empty state's own.
    for (const link of screen.getAllByRole('link', { name: 'Create ticket' })) {
      expect(link).toHaveAttribute('href', '/ticket/create');
    }
    expect(screen.getAllByRole('link', { name: 'Claim free licence' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Claim free licence' })[0]).toHaveAttribute(
      'href',
      '/free-license',
    );
  });

  it("with filters and no match: 'No Data' and a note that nothing matches", async () => {
    signInAs('customer');
    fakeServer({ tickets: [] });
    await renderListPage('/tickets?q=nothing');
    expect(within(table()).getByText('No Data')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No tickets match these filters.');
    expect(screen.queryByRole('heading', { name: 'No tickets yet' })).toBeNull();
  });
});

describe('ticket list: order status (spec §7)', { timeout: 20_000 }, () => {
  it('S7-41 S7-42: shows the figures of getOrderStatus and buys licences at the purchase URL', async () => {
    signInAs('customer');
    const server = fakeServer();
    await renderListPage();
    await waitFor(() => expect(figure('Bought')).toBe('12'));
    expect(figure('In use')).toBe('7');
    expect(figure('Available')).toBe('5');
    expect(figure('Free used')).toBe('2');
    expect(figure('In progress')).toBe('4');
    expect(figure('Closed')).toBe('9');
    const buy = await screen.findByRole('link', { name: 'Buy licences' });
    expect(buy).toHaveAttribute('href', PURCHASE_URL);
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    const calls = server.requests.filter((request) => request.method === 'get');
    expect(calls.map((request) => request.url)).toEqual(
      expect.arrayContaining(['/api/summary/getOrderStatus', '/api/purchase/url']),
    );
    expect(calls.every((request) => request.body === undefined)).toBe(true);
  });

  it('engineers see the totals of all accounts, without the purchase link', async () => {
    signInAs('admin');
    const server = fakeServer();
    await renderListPage();
    expect(await screen.findByRole('heading', { name: 'Licences (all accounts)' })).toBeVisible();
    await waitFor(() => expect(figure('Bought')).toBe('12'));
    expect(screen.queryByRole('link', { name: 'Buy licences' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Claim free licence' })).toBeNull();
    expect(server.requests.map((request) => request.url)).not.toContain('/api/purchase/url');
  });
});
