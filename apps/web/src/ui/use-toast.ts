import { createContext, useContext } from 'react';

/** spec §2: the four toast severities. */
export type TToastSeverity = 'info' | 'success' | 'warning' | 'error';

export interface TToast {
  message: string;
  severity: TToastSeverity;
}

export interface TToastApi {
  /** Shows a toast; a newer one replaces the one on screen. */
  show: (toast: TToast) => void;
}

export const ToastContext = createContext<TToastApi | null>(null);

/** The toast API of the nearest ToastProvider. */
export function useToast(): TToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
