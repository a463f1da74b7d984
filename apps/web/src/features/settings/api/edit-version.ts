import type { TFirmwareVersion } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';
import { OS_VERSION_PATH } from './catalogue-data';

export type TEditVersion = TFirmwareVersion & { oldVersion: string };

/** spec §7 POST /api/{os}/version/edit: renames or re-dates a firmware version. */
export async function editVersionRequest(input: TEditVersion) {
  await apiClient.post(`${OS_VERSION_PATH}/edit`, input);
}

/** Every catalogue answer is marked stale, so the lists refetch (spec §9). */
export const editVersionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: editVersionRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEYS.all });
    },
  });

export const useEditVersion = (screen?: TScreenCallbacks<void, TEditVersion>) =>
  useOperation(editVersionMutationOptions, screen);
