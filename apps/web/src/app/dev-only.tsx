import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useConfig } from '../lib/config-context';

/**
 * Development pages (the UI kit catalogue): shown by the dev server and when the server's
 * UI_CATALOGUE setting is on; elsewhere the path is unknown and goes to / (spec §2).
 */
export function DevOnly({ children }: { children: ReactNode }) {
  const { uiCatalogue } = useConfig();
  if (!uiCatalogue && !import.meta.env.DEV) return <Navigate to="/" replace />;
  return children;
}
