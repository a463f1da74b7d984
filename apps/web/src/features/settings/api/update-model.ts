import type { TInterfaceInput } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';

export interface TUpdateModel {
  model: string;
  snPrefix: string;
  series: string;
  addInterfaceList: TInterfaceInput[];
  updateInterfaceList: (TInterfaceInput & { id: string })[];
  deleteInterfaceList: string[];
}

/** spec §7 POST /api/model/interface/update: a model's fields and port changes. */
export async function updateModelRequest(input: TUpdateModel) {
  await apiClient.post('/api/model/interface/update', input);
}

/** Every catalogue answer is marked stale, so the lists refetch (spec §9). */
export const updateModelMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateModelRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEYS.all });
    },
  });

export const useUpdateModel = (screen?: TScreenCallbacks<void, TUpdateModel>) =>
  useOperation(updateModelMutationOptions, screen);
