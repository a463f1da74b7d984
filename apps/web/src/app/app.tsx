import type { TPublicConfig } from '@fwmig/contract';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './routes';

/** The whole app for a loaded public config. */
export function App({ config }: { config: TPublicConfig }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
