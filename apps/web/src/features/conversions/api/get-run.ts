import { ZRunDetailResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { CONVERSION_KEYS } from '../../../lib/query-keys';
import { isActiveRun, LIVE_REFRESH_MS } from './run-states';

/** GET /api/care/{id}/runs/{runId}: one run with its report and verification. */
export async function getRunRequest(ticketId: number, runId: string) {
  return ZRunDetailResponse.parse((await apiClient.get(`/api/care/${ticketId}/runs/${runId}`)).data)
    .data;
}

/** Followed live until it has finished. */
export const runQueryOptions = (ticketId: number, runId: string | undefined) =>
  queryOptions({
    queryKey: CONVERSION_KEYS.run(ticketId, runId ?? ''),
    queryFn: () => getRunRequest(ticketId, runId ?? ''),
    enabled: runId !== undefined,
    refetchInterval: (query) =>
      query.state.data && isActiveRun(query.state.data) ? LIVE_REFRESH_MS : false,
    // A finished run never changes but for its release and delivery flags, which the list has.
    staleTime: (query) => (query.state.data && !isActiveRun(query.state.data) ? Infinity : 0),
  });

export function useRun(ticketId: number, runId: string | undefined) {
  return useQuery(runQueryOptions(ticketId, runId));
}
