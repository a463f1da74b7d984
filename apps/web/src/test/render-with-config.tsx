import type { TPublicConfig } from '@fwmig/contract';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ConfigProvider } from '../lib/config-context';
import { createQueryClient } from '../lib/query-client';
import { theme } from '../lib/theme';
import { TEST_CONFIG } from './test-config';

/** Renders a component with the public config, theme and query cache it expects (no router). */
export function renderWithConfig(
  ui: ReactElement,
  config: TPublicConfig = TEST_CONFIG,
  queryClient: QueryClient = createQueryClient(),
) {
  return render(
    <ConfigProvider config={config}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </ThemeProvider>
    </ConfigProvider>,
  );
}
