import type { TCurrentUser, TDevice, TTicketDetail } from '@fwmig/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import { TEST_CONFIG } from '../../../../test/test-config';
import { setSessionState } from '../../../../lib/session/session-store';
import { TICKET_KEYS } from '../../../../lib/query-keys';
import { TicketCreatePage } from './ticket-create-page';
import { TicketEditPage } from './ticket-edit-page';

/** A file whose size is faked: jsdom need not hold 100 MB. */
export function sizedFile(name: string, size: number, type = 'text/plain'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const device = (sn: string, flags: Partial<TDevice> = {}): TDevice => ({
  sn,
  model: 'FortiGate-60F',
  entitled: true,
  license: false,
  creatable: true,
  freeLicenceClaimed: false,
  ...flags,
});

export const DEVICES = [
  device('FGT60FTK20000001'),
  device('FGT60FTK20000002', { license: true }),
  device('FG100FTK21000003', { model: 'FortiGate-100F' }),
  device('FG100FTK21000009', { model: 'FortiGate-100F', creatable: false }),
];

export const FGT_60F_LOOKUP = {
  model: 'FortiGate-60F',
  snPrefix: 'FGT60F',
  series: 'Entry-level',
  // Not in release order on purpose: the form lists the newest first.
  versions: [
    { version: '7.4.4', releaseDate: '2024-05-14' },
    { version: '7.6.1', releaseDate: '2024-11-20' },
    { version: '7.2.9', releaseDate: '2024-07-01' },
  ],
};

export const CUSTOMER: TCurrentUser = {
  type: 'customer',
  accessLevel: 'read-write',
  id: 'u-1',
  email: 'netops@acme.example',
  company_name: 'Acme Networks',
};

function DetailPage() {
  return <h1>Ticket {useParams().id} detail</h1>;
}

/**
 * The create and edit pages at `path` in a memory router, with devices, the FGT60F model
 * lookup and any given tickets already in the query cache, signed in as a customer.
 */
export function renderFormPage(
  path: string,
  { state, tickets = [] }: { state?: unknown; tickets?: TTicketDetail[] } = {},
) {
  setSessionState({ phase: 'ready', currentUser: CUSTOMER });
  const queryClient = createQueryClient();
  queryClient.setQueryData(TICKET_KEYS.devices, DEVICES);
  for (const sn of ['FGT60FTK20000001', 'FGT60FTK20000002']) {
    queryClient.setQueryData(TICKET_KEYS.modelBySerial(sn), FGT_60F_LOOKUP);
  }
  for (const ticket of tickets) queryClient.setQueryData(TICKET_KEYS.detail(ticket.id), ticket);
  const router = createMemoryRouter(
    [
      { path: '/ticket/create/:sn?', element: <TicketCreatePage /> },
      { path: '/ticket/edit/:id', element: <TicketEditPage /> },
      { path: '/ticket/detail/:id', element: <DetailPage /> },
      { path: '/tickets', element: <h1>Tickets</h1> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(
    <AppProviders config={TEST_CONFIG} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient };
}

/** A Dropdown's trigger (the open panel's search box has the same name, and comes later). */
export function dropdown(name: string | RegExp): HTMLElement {
  return screen.getAllByRole('combobox', { name, hidden: true })[0] as HTMLElement;
}
