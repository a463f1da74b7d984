import type { TInterfaceInput } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';

export interface TAddModel {
  model: string;
  snPrefix: string;
  series: string;
  interfaceList: TInterfaceInput[];
  duplicateModel?: string | null;
}

/** spec §7 POST /api/model/interface/add: a new model with its ports (or a duplicate's). */
export async function addModelRequest(input: TAddModel) {
  await apiClient.post('/api/model/interface/add', input);
}

/** Every catalogue answer is marked stale, so the lists refetch (spec §9). */
export const addModelMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: addModelRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEYS.all });
    },
  });

export const useAddModel = (screen?: TScreenCallbacks<void, TAddModel>) =>
  useOperation(addModelMutationOptions, screen);
