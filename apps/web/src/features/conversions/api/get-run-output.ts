import type { TRunSummary } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { CONVERSION_KEYS } from '../../../lib/query-keys';

/** GET /api/care/{id}/runs/{runId}/output: the FortiOS configuration a run wrote, as text. */
export async function getRunOutputRequest(ticketId: number, runId: string): Promise<string> {
  const response = await apiClient.get<string>(`/api/care/${ticketId}/runs/${runId}/output`, {
    responseType: 'text',
    transformResponse: (data: string) => data,
    timeout: 0,
  });
  return response.data;
}

/** A finished run's output never changes, so it is fetched once. */
export const runOutputQueryOptions = (
  ticketId: number,
  run: Pick<TRunSummary, 'id' | 'status'> | null,
) =>
  queryOptions({
    queryKey: CONVERSION_KEYS.output(ticketId, run?.id ?? ''),
    queryFn: () => getRunOutputRequest(ticketId, run?.id ?? ''),
    enabled: run?.status === 'done',
    staleTime: Infinity,
  });

export function useRunOutput(ticketId: number, run: Pick<TRunSummary, 'id' | 'status'> | null) {
  return useQuery(runOutputQueryOptions(ticketId, run));
}
