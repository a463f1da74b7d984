import { ZRunDetailResponse, type TRunDetail } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { TICKET_KEYS } from '../../../lib/query-keys';

export interface TReleaseRun {
  ticketId: number;
  runId: string;
}

/** POST /api/care/{id}/runs/{runId}/release (engineers): show a finished run to the customer. */
export async function releaseRunRequest({ ticketId, runId }: TReleaseRun) {
  return ZRunDetailResponse.parse(
    (await apiClient.post(`/api/care/${ticketId}/runs/${runId}/release`)).data,
  ).data;
}

/** The run's flags, the ticket's status, files and history all changed: awaited. */
export const releaseRunMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: releaseRunRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKET_KEYS.all }),
  });

export const useReleaseRun = (screen?: TScreenCallbacks<TRunDetail, TReleaseRun>) =>
  useOperation(releaseRunMutationOptions, screen);
