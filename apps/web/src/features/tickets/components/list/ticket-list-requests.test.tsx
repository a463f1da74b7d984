import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadSessionState } from '../../../../lib/session/session-store';
import {
  fakeServer,
  queryOf,
  renderListPage,
  signInAs,
  ticketSummary,
} from './ticket-list-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  reloadSessionState();
});

/** Forty-five tickets on the server, one page of them shown. */
const MANY = { tickets: [ticketSummary()], total: 45 };

describe('ticket list: the page request (spec §7 customerGetAll, §9)', { timeout: 20_000 }, () => {
  it('S9-1 S7-39: without a query the first request sends skip 0, limit 20, order, sortBy and a filter body', async () => {
    signInAs('customer');
    const server = fakeServer();
    await renderListPage('/tickets');
    expect(server.pageRequests()).toHaveLength(1);
    const first = server.lastPageRequest();
    expect(first.method).toBe('post');
    expect(first.headers).toEqual({ skip: '0', limit: '20', order: 'desc', sortBy: 'id' });
    expect(first.body).toEqual({});
  });

  it('S3-132 S3-133: skip and limit come from the query string, and paging keeps them there', async () => {
    signInAs('customer');
    const server = fakeServer(MANY);
    const { router, user } = await renderListPage('/tickets?skip=20&limit=10');
    expect(server.lastPageRequest().headers).toMatchObject({ skip: '20', limit: '10' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(queryOf(router)).toMatchObject({ skip: '30', limit: '10' });
    await waitFor(() =>
      expect(server.lastPageRequest().headers).toMatchObject({ skip: '30', limit: '10' }),
    );
    // Back returns to the page before: the query string is the page's state.
    await router.navigate(-1);
    expect(queryOf(router)).toMatchObject({ skip: '20', limit: '10' });
  });

  it('S3-133: a new page size starts again at skip 0 and is kept in the query string', async () => {
    signInAs('customer');
    const server = fakeServer(MANY);
    const { router, user } = await renderListPage('/tickets?skip=20&limit=10');
    await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(queryOf(router)).toMatchObject({ skip: '0', limit: '25' });
    await waitFor(() =>
      expect(server.lastPageRequest().headers).toMatchObject({ skip: '0', limit: '25' }),
    );
  });

  it('a page past the end (an old link) goes back to the first page', async () => {
    signInAs('customer');
    const server = fakeServer({ tickets: [ticketSummary()], total: 7 });
    const { router } = await renderListPage('/tickets?skip=100&limit=10');
    await waitFor(() => expect(queryOf(router)).toMatchObject({ skip: '0', limit: '10' }));
    await waitFor(() =>
      expect(server.lastPageRequest().headers).toMatchObject({ skip: '0', limit: '10' }),
    );
    expect(
      await within(screen.getByRole('table', { name: 'Tickets' })).findByRole('link', {
        name: 'Ticket 10001',
      }),
    ).toBeInTheDocument();
  });

  it('sorting by a column goes to the server in the sortBy and order headers', async () => {
    signInAs('customer');
    const server = fakeServer(MANY);
    const { router, user } = await renderListPage('/tickets?skip=20&limit=10');
    await user.click(screen.getByRole('button', { name: 'Created' }));
    await waitFor(() =>
      expect(server.lastPageRequest().headers).toEqual({
        skip: '0',
        limit: '10',
        order: 'desc',
        sortBy: 'createdAt',
      }),
    );
    expect(queryOf(router)).toMatchObject({ sortBy: 'createdAt', order: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Created' }));
    await waitFor(() =>
      expect(server.lastPageRequest().headers).toMatchObject({ order: 'asc', sortBy: 'createdAt' }),
    );
  });
});

describe('ticket list: filters (spec §7 filter body)', { timeout: 20_000 }, () => {
  it('a status chip adds the status to the filter body, starts at skip 0 and stays in the query string', async () => {
    signInAs('customer');
    const server = fakeServer(MANY);
    const { router, user } = await renderListPage('/tickets?skip=20&limit=10');
    const delivered = screen.getByRole('button', { name: 'Delivered', pressed: false });
    await user.click(delivered);
    expect(screen.getByRole('button', { name: 'Delivered', pressed: true })).toBeVisible();
    await waitFor(() => expect(server.lastPageRequest().body).toEqual({ status: ['delivered'] }));
    expect(server.lastPageRequest().headers).toMatchObject({ skip: '0', limit: '10' });
    expect(queryOf(router)).toMatchObject({ status: 'delivered', skip: '0', limit: '10' });

    await user.click(screen.getByRole('button', { name: 'Submitted' }));
    await waitFor(() =>
      expect(server.lastPageRequest().body).toEqual({ status: ['submitted', 'delivered'] }),
    );
    await user.click(screen.getByRole('button', { name: 'Delivered', pressed: true }));
    await waitFor(() => expect(server.lastPageRequest().body).toEqual({ status: ['submitted'] }));
  });

  it('the search text goes to the server once typing pauses, not letter by letter', async () => {
    signInAs('customer');
    const server = fakeServer(MANY);
    const { router, user } = await renderListPage('/tickets?skip=20&limit=10');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'FGT60');
    await waitFor(() => expect(server.lastPageRequest().body).toEqual({ text: 'FGT60' }));
    // Not one request per letter: the text waits for a pause (one, barring a very slow machine).
    const texts = server.pageRequests().map((request) => (request.body as { text?: string }).text);
    expect(texts.filter((text) => text !== undefined).length).toBeLessThan(3);
    expect(server.lastPageRequest().headers).toMatchObject({ skip: '0' });
    expect(queryOf(router)).toMatchObject({ q: 'FGT60', skip: '0' });
  });

  it('the device serial and the source vendor filter on the server', async () => {
    signInAs('customer');
    const server = fakeServer(MANY);
    const { router, user } = await renderListPage();
    await user.type(screen.getByRole('textbox', { name: 'Device serial' }), ' FG100F ');
    await waitFor(() => expect(server.lastPageRequest().body).toEqual({ sn: 'FG100F' }));
    await user.click(screen.getByRole('combobox', { name: 'Source vendor' }));
    await user.click(screen.getByRole('option', { name: 'Check Point' }));
    await waitFor(() =>
      expect(server.lastPageRequest().body).toEqual({ sn: 'FG100F', sourceVendor: 'checkPoint' }),
    );
    expect(queryOf(router)).toMatchObject({ vendor: 'checkPoint' });
  });

  it('filters in the address apply on load, and "Clear filters" removes them all', async () => {
    signInAs('customer');
    const server = fakeServer(MANY);
    const { router, user } = await renderListPage(
      '/tickets?status=waiting_customer,submitted&vendor=ciscoASA&q=acme&skip=20&limit=10',
    );
    expect(server.lastPageRequest().body).toEqual({
      status: ['submitted', 'waiting_customer'],
      sourceVendor: 'ciscoASA',
      text: 'acme',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('acme');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(server.lastPageRequest().body).toEqual({}));
    expect(queryOf(router)).toEqual({ skip: '0', limit: '10' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('engineers filter by assignee and overdue tickets', async () => {
    signInAs('admin');
    const server = fakeServer(MANY);
    const { router, user } = await renderListPage();
    await user.click(await screen.findByRole('combobox', { name: 'Assignee' }));
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Anyone', 'Assigned to me', 'Unassigned', 'Erin Engineer']);
    await user.click(within(listbox).getByRole('option', { name: 'Assigned to me' }));
    await waitFor(() => expect(server.lastPageRequest().body).toEqual({ assignee: 'me' }));
    await user.click(screen.getByRole('switch', { name: 'Overdue only' }));
    await waitFor(() =>
      expect(server.lastPageRequest().body).toEqual({ assignee: 'me', overdue: true }),
    );
    expect(queryOf(router)).toMatchObject({ assignee: 'me', overdue: '1' });
  });

  it('customers have no assignee or overdue filter, and never send them', async () => {
    signInAs('customer');
    const server = fakeServer();
    await renderListPage('/tickets?assignee=me&overdue=1');
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Overdue only' })).toBeNull();
    expect(server.lastPageRequest().body).toEqual({});
    expect(server.requests.map((request) => request.url)).not.toContain('/api/admin/engineers');
  });
});
