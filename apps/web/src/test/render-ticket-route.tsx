import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { TEST_CONFIG } from './test-config';

/**
 * Tests' frame for a ticket screen: the page at `path` in a memory router (with stand-ins for
 * the screens it links to), the app's providers and a query cache the test may fill first.
 */
export function renderTicketRoute(
  path: string,
  route: { path: string; element: ReactNode },
  queryClient: QueryClient = createQueryClient(),
) {
  const standIns = [
    { path: '/tickets', element: <p>Ticket list</p> },
    { path: '/ticket/detail/:id', element: <p>Ticket detail</p> },
    { path: '/ticket/edit/:id', element: <p>Ticket edit</p> },
    { path: '/ticket/sslvpnsetting/:careId', element: <p>SSL VPN page</p> },
  ].filter((standIn) => standIn.path !== route.path);
  const router = createMemoryRouter([route, ...standIns], { initialEntries: [path] });
  const result = render(
    <AppProviders config={TEST_CONFIG} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
