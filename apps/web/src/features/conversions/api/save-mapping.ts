import { ZMappingResponse, type TInterfaceMapping, type TMappingView } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { CONVERSION_KEYS } from '../../../lib/query-keys';

export interface TSaveMapping {
  ticketId: number;
  mapping: TInterfaceMapping;
}

/** PUT /api/care/{id}/mapping: saves the interface mapping; the server queues a run with it. */
export async function saveMappingRequest({ ticketId, mapping }: TSaveMapping) {
  return ZMappingResponse.parse(
    (await apiClient.put(`/api/care/${ticketId}/mapping`, { mapping })).data,
  ).data;
}

/** The answer becomes the cached mapping; the runs are asked for again (a run was queued). */
export const saveMappingMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: saveMappingRequest,
    onSuccess: (view, { ticketId }) => {
      queryClient.setQueryData(CONVERSION_KEYS.mapping(ticketId), view);
      // exact: a run's details and output do not change with a new run.
      void queryClient.invalidateQueries({ queryKey: CONVERSION_KEYS.runs(ticketId), exact: true });
    },
  });

export const useSaveMapping = (screen?: TScreenCallbacks<TMappingView, TSaveMapping>) =>
  useOperation(saveMappingMutationOptions, screen);
