import { ZRunDetailResponse, type TRunDetail } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { TICKET_KEYS } from '../../../lib/query-keys';

export interface TDeliverRun {
  ticketId: number;
  runId: string;
}

/** POST /api/care/{id}/runs/{runId}/deliver (engineers): make a finished run the ticket's deliverables and move it to Delivered (the checklist must be ticked off). */
export async function deliverRunRequest({ ticketId, runId }: TDeliverRun) {
  return ZRunDetailResponse.parse(
    (await apiClient.post(`/api/care/${ticketId}/runs/${runId}/deliver`)).data,
  ).data;
}

/** The run's flags, the ticket's status, files and history all changed: awaited. */
export const deliverRunMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: deliverRunRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKET_KEYS.all }),
  });

export const useDeliverRun = (screen?: TScreenCallbacks<TRunDetail, TDeliverRun>) =>
  useOperation(deliverRunMutationOptions, screen);
