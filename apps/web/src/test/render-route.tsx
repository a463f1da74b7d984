import type { TPublicConfig } from '@fwmig/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { setSessionStartedForTests } from '../lib/session/session-start';
import { getSessionState, setSessionState } from '../lib/session/session-store';
import { routes } from '../app/routes';
import { TEST_CONFIG } from './test-config';

/**
 * Renders the app's real route tree at `path` in a memory router. The sign-in flow does not run
 * (there is no server): the session is signed out unless the test set it up.
 */
export function renderRoute(path: string, config: TPublicConfig = TEST_CONFIG) {
  setSessionStartedForTests(true);
  if (getSessionState().phase === 'starting') setSessionState({ phase: 'signedOut' });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
