import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { TEST_CONFIG } from './test-config';

/** Tests' frame for a conversion panel: the app's providers and a cache the test may fill. */
export function renderPanel(ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  const result = render(
    <AppProviders config={TEST_CONFIG} queryClient={queryClient}>
      {ui}
    </AppProviders>,
  );
  return { ...result, queryClient };
}
