import { QUERY_STALE_TIME_MS } from '@fwmig/contract';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { emitToast } from '../ui/toast-bus';
import { errorMessage, isAuthFailure } from './error-message';

/**
 * The app's TanStack Query client with the defaults of spec §9: no refetch on window focus,
 * no retry, stale time 5 seconds. Queries cached indefinitely set their own staleTime. Failed
 * calls raise an error toast.
 */
export function createQueryClient(): QueryClient {
  // spec §8: the HTTP layer's messages reach the user in a toast, not a blank screen.
  const onError = (error: unknown) => {
    if (!isAuthFailure(error)) emitToast({ severity: 'error', message: errorMessage(error) });
  };
  return new QueryClient({
    // A query or mutation whose meta says silent handles its own failure.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent !== true) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent !== true) onError(error);
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: false,
        staleTime: QUERY_STALE_TIME_MS,
      },
    },
  });
}

/**
 * First key segments of queries whose answer depends on the account a request acts as (the
 * user_id / ou_account_id headers, not the key): dropped whenever the account changes, so one
 * account's tickets never show under another. Not here: invitations (the account's number is in
 * their key and path), and the staff-only directory and mail outbox (the same whichever account).
 */
export const ACCOUNT_SCOPED_QUERY_ROOTS = [
  'tickets',
  'devices',
  'modelBySerial',
  'engineers',
  'purchaseUrl',
] as const;

/** Forgets every account-scoped answer (the session's own queries stay). */
export function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) =>
      (ACCOUNT_SCOPED_QUERY_ROOTS as readonly unknown[]).includes(query.queryKey[0]),
  });
}
