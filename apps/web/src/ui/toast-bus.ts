import type { TToast } from './use-toast';

type TListener = (toast: TToast) => void;
const listeners = new Set<TListener>();

/** Raises a toast from outside React (the HTTP layer, the query cache); the provider shows it. */
export function emitToast(toast: TToast): void {
  for (const listener of listeners) listener(toast);
}

/** The ToastProvider listens here. */
export function subscribeToasts(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
