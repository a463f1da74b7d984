import { ZRunDetailResponse, type TRunDetail } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { CONVERSION_KEYS } from '../../../lib/query-keys';

export interface TStartRun {
  ticketId: number;
  /** The part of a many-part configuration (else the last one). */
  scope?: string;
}

/** POST /api/care/{id}/runs: an engineer's "Run conversion". */
export async function startRunRequest({ ticketId, scope }: TStartRun) {
  const body = scope === undefined ? undefined : { scope };
  return ZRunDetailResponse.parse((await apiClient.post(`/api/care/${ticketId}/runs`, body)).data)
    .data;
}

/** The run list is asked for again (and awaited) before the screen says the run is queued. */
export const startRunMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: startRunRequest,
    onSuccess: (_run, { ticketId }) =>
      queryClient.invalidateQueries({ queryKey: CONVERSION_KEYS.runs(ticketId) }),
  });

export const useStartRun = (screen?: TScreenCallbacks<TRunDetail, TStartRun>) =>
  useOperation(startRunMutationOptions, screen);
