import type { TPublicConfig } from '@fwmig/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { TEST_CONFIG } from './test-config';

/** Renders the app's real route tree at `path` in a memory router. */
export function renderRoute(path: string, config: TPublicConfig = TEST_CONFIG) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
