import { TOAST_AUTO_HIDE_MS } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { subscribeToasts } from './toast-bus';
import { ToastContext, type TToast, type TToastApi } from './use-toast';

interface TShownToast extends TToast {
  id: number;
  open: boolean;
}

/**
 * Shows one toast at a time (spec §2): bottom right, hidden after TOAST_AUTO_HIDE_MS (spec §9),
 * on a click elsewhere, on Escape or on its close button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<TShownToast | null>(null);

  const show = useCallback((next: TToast) => {
    // A new id remounts the Snackbar, so a replaced toast gets its full auto-hide time.
    setToast((previous) => ({ ...next, id: (previous?.id ?? 0) + 1, open: true }));
  }, []);
  const api = useMemo<TToastApi>(() => ({ show }), [show]);
  // Toasts raised outside React (HTTP errors) come through the bus.
  useEffect(() => subscribeToasts(show), [show]);

  // Closes only the toast it was made for: the click that raises a new toast is also a
  // click-away for the old one, and must not close the new one.
  const closeFor =
    (id: number) => (_event: Event | SyntheticEvent | null, _reason?: SnackbarCloseReason) => {
      setToast((current) => (current?.id === id ? { ...current, open: false } : current));
    };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast && (
        <Snackbar
          key={toast.id}
          open={toast.open}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          onClose={closeFor(toast.id)}
        >
          <Alert
            severity={toast.severity}
            variant="filled"
            onClose={closeFor(toast.id)}
            sx={{ width: '100%' }}
          >
            {toast.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}
