import { READ_WRITE, type TOrderStatus, type TTicketListItem } from '@fwmig/contract';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse } from 'axios';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { expect, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { apiClient } from '../../../../lib/api-client';
import { createQueryClient } from '../../../../lib/query-client';
import { TEST_CONFIG } from '../../../../test/test-config';
import { setSessionState } from '../../../../lib/session/session-store';
import { TicketListPage } from './ticket-list-page';

// A busy machine may take over the default second to render the page (this test file's only).
configure({ asyncUtilTimeout: 5000 });

/** One request the page made, as the HTTP layer got it. */
export interface TCapturedRequest {
  method: 'get' | 'post';
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}

/** A ticket summary as the server lists it; overrides change any field. */
export function ticketSummary(overrides: Partial<TTicketListItem> = {}): TTicketListItem {
  return {
    id: 10001,
    status: 'submitted',
    sn: 'FGT60FTK20000001',
    model: 'FortiGate-60F',
    firmwareVersion: '7.4.8',
    sourceVendor: 'ciscoASA',
    accountUserId: '100001',
    accountName: 'Acme Networks',
    creator: 'Nora Netops',
    assignee: null,
    isFreeLicense: false,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    dueAt: '2026-03-03T09:00:00.000Z',
    firstResponseAt: null,
    overdue: false,
    conversion: { state: 'done', verdict: 'equivalent', failure: null },
    ...overrides,
  };
}

export const ORDER_STATUS: TOrderStatus = {
  licences: { bought: 12, used: 7, available: 5, freeUsed: 2 },
  tickets: {
    submitted: 3,
    in_progress: 4,
    waiting_customer: 1,
    delivered: 6,
    closed: 9,
    cancelled: 0,
  },
};

export const PURCHASE_URL = 'https://store.example/buy-conversions';
export const ENGINEERS: { id: string; name: string }[] = [
  { id: '0b9d8f5e-1111-4c2a-9f57-0f1f4c1b2a01', name: 'Erin Engineer' },
];

export interface TFakeServer {
  /** Every request so far, oldest first. */
  requests: TCapturedRequest[];
  /** The ticket-page requests (spec §7 customerGetAll). */
  pageRequests: () => TCapturedRequest[];
  lastPageRequest: () => TCapturedRequest;
}

export interface TFakeServerOptions {
  tickets?: TTicketListItem[];
  /** The total the server reports (default: the number of tickets). */
  total?: number;
  /** customerGetAll fails with this message. */
  pageError?: string;
}

function answer(data: unknown): AxiosResponse {
  return {
    data: { data },
    status: 200,
    statusText: 'OK',
    headers: {},
    config: {},
  } as AxiosResponse;
}

/**
 * Stands in for the server at the HTTP layer (apiClient), so the page's calls run through the
 * real tickets-api functions and the test sees the headers and bodies they send.
 */
export function fakeServer(options: TFakeServerOptions = {}): TFakeServer {
  const tickets = options.tickets ?? [ticketSummary()];
  const requests: TCapturedRequest[] = [];
  vi.spyOn(apiClient, 'post').mockImplementation(async (url, body, config) => {
    requests.push({ method: 'post', url, body, headers: { ...config?.headers } });
    if (url !== '/api/care/customerGetAll') throw new Error(`unexpected POST ${url}`);
    if (options.pageError) throw new Error(options.pageError);
    const total = options.total ?? tickets.length;
    // A page past the end is empty, as the server's would be.
    const skip = Number((config?.headers as Record<string, unknown> | undefined)?.skip ?? 0);
    return answer({ total, items: skip >= total ? [] : tickets });
  });
  vi.spyOn(apiClient, 'get').mockImplementation(async (url, config) => {
    requests.push({ method: 'get', url, body: undefined, headers: { ...config?.headers } });
    if (url === '/api/summary/getOrderStatus') return answer(ORDER_STATUS);
    if (url === '/api/purchase/url') return answer({ url: PURCHASE_URL });
    if (url === '/api/admin/engineers') return answer(ENGINEERS);
    throw new Error(`unexpected GET ${url}`);
  });
  const pageRequests = () =>
    requests.filter((request) => request.url === '/api/care/customerGetAll');
  return {
    requests,
    pageRequests,
    lastPageRequest: () => {
      const last = pageRequests().at(-1);
      if (!last) throw new Error('no ticket page was requested');
      return last;
    },
  };
}

/** A signed-in customer or engineer (a read-write admin). */
export function signInAs(type: 'customer' | 'admin') {
  setSessionState({
    phase: 'ready',
    currentUser: {
      type,
      accessLevel: READ_WRITE,
      id: 'u1',
      email: 'someone@example.com',
      company_name: 'Acme Networks',
    },
  });
}

function DetailStandIn() {
  return <p>{`Detail of ${useParams().id ?? ''}`}</p>;
}

/** The list page at `path` in a memory router, with the detail route beside it. */
export async function renderListPage(path = '/tickets') {
  const router = createMemoryRouter(
    [
      { path: '/tickets', element: <TicketListPage /> },
      { path: '/ticket/detail/:id', element: <DetailStandIn /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders config={TEST_CONFIG} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const user = userEvent.setup();
  // The first page has arrived once the heading shows and the loading cover is gone.
  await screen.findByRole('heading', { level: 1, name: 'Tickets' });
  await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());
  return { router, user };
}

/** The page's query string as an object. */
export function queryOf(router: ReturnType<typeof createMemoryRouter>): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}
