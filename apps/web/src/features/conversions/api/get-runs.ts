import { ZRunListResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { CONVERSION_KEYS } from '../../../lib/query-keys';
import { IDLE_REFRESH_MS, isActiveRun, LIVE_REFRESH_MS } from './run-states';

/** GET /api/care/{id}/runs: the ticket's runs the viewer may see, newest first. */
export async function getRunsRequest(ticketId: number) {
  return ZRunListResponse.parse((await apiClient.get(`/api/care/${ticketId}/runs`)).data).data;
}

/** Asked for often while one of the runs works. */
export const runsQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: CONVERSION_KEYS.runs(ticketId),
    queryFn: () => getRunsRequest(ticketId),
    refetchInterval: (query) =>
      query.state.data?.some(isActiveRun) ? LIVE_REFRESH_MS : IDLE_REFRESH_MS,
  });

export function useRuns(ticketId: number) {
  return useQuery(runsQueryOptions(ticketId));
}
