import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';
import { OS_VERSION_PATH } from './catalogue-data';

/** spec §7 DELETE /api/{os}/version/deleteByVersion/{version}: refused (409) while models support it. */
export async function deleteVersionRequest(version: string) {
  await apiClient.delete(`${OS_VERSION_PATH}/deleteByVersion/${encodeURIComponent(version)}`);
}

/** Every catalogue answer is marked stale, so the lists refetch (spec §9). */
export const deleteVersionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: deleteVersionRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEYS.all });
    },
  });

export const useDeleteVersion = (screen?: TScreenCallbacks<void, string>) =>
  useOperation(deleteVersionMutationOptions, screen);
