import { QUERY_STALE_TIME_MS } from '@fwmig/contract';
import { QueryClient } from '@tanstack/react-query';

/**
 * The app's TanStack Query client with the defaults of spec §9: no refetch on window focus,
 * no retry, stale time 5 seconds. Queries cached indefinitely set their own staleTime.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: false,
        staleTime: QUERY_STALE_TIME_MS,
      },
    },
  });
}
