import type { TPublicConfig } from '@fwmig/contract';
import { createContext, useContext, type ReactNode } from 'react';

const ConfigContext = createContext<TPublicConfig | null>(null);

/** Makes the public config (service name, link addresses) available to every screen. */
export function ConfigProvider({
  config,
  children,
}: {
  config: TPublicConfig;
  children: ReactNode;
}) {
  return <ConfigContext value={config}>{children}</ConfigContext>;
}

/** The public config loaded at start-up. */
export function useConfig(): TPublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside <ConfigProvider>');
  return config;
}
