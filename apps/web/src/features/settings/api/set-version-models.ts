import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';

export interface TSetVersionModels {
  version: string;
  /** model -> series of every model the version supports. */
  modelSeries: Record<string, string>;
}

/** spec §7 POST /api/model/version/updateModelVersion/{version}: the models supporting a version. */
export async function setVersionModelsRequest({ version, modelSeries }: TSetVersionModels) {
  await apiClient.post(
    `/api/model/version/updateModelVersion/${encodeURIComponent(version)}`,
    modelSeries,
  );
}

/** Every catalogue answer is marked stale, so the lists refetch (spec §9). */
export const setVersionModelsMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: setVersionModelsRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEYS.all });
    },
  });

export const useSetVersionModels = (screen?: TScreenCallbacks<void, TSetVersionModels>) =>
  useOperation(setVersionModelsMutationOptions, screen);
