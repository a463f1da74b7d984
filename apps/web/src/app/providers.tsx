import type { TPublicConfig } from '@fwmig/contract';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfigProvider } from '../lib/config-context';
import { createQueryClient } from '../lib/query-client';
import { theme } from '../lib/theme';
import { ToastProvider } from '../ui/toast-provider';

type TAppProvidersProps = {
  config: TPublicConfig;
  queryClient?: QueryClient;
  children: ReactNode;
};

/** Everything a screen relies on: public config, theme, query cache, toasts. */
export function AppProviders({ config, queryClient, children }: TAppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ConfigProvider config={config}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={client}>
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ConfigProvider>
  );
}
