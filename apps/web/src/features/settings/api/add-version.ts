import type { TFirmwareVersion } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';
import { OS_VERSION_PATH } from './catalogue-data';

/** spec §7 POST /api/{os}/version/add: a new firmware version. */
export async function addVersionRequest(input: TFirmwareVersion) {
  await apiClient.post(`${OS_VERSION_PATH}/add`, input);
}

/** Every catalogue answer is marked stale, so the lists refetch (spec §9). */
export const addVersionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: addVersionRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEYS.all });
    },
  });

export const useAddVersion = (screen?: TScreenCallbacks<void, TFirmwareVersion>) =>
  useOperation(addVersionMutationOptions, screen);
