import { TARGET_OS_SEGMENT, ZMatrixResult, type TMatrixResult } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';
import { catalogueData } from './catalogue-data';

export interface TUploadMatrix {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** spec §7 POST /api/attachment/upload/{os}/updateMatrix/attachment, field `files`. */
export async function uploadMatrixRequest({ file, onProgress }: TUploadMatrix) {
  const form = new FormData();
  form.append('files', file);
  const response = await apiClient.post(
    `/api/attachment/upload/${TARGET_OS_SEGMENT}/updateMatrix/attachment`,
    form,
    {
      // An upload may take longer than the client's timeout for ordinary calls.
      timeout: 0,
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(event.loaded / event.total);
      },
    },
  );
  return catalogueData(ZMatrixResult, response.data);
}

/** An applied matrix changed the catalogue: every catalogue answer is marked stale. */
export const uploadMatrixMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: uploadMatrixRequest,
    onSuccess: (result) => {
      if (result.applied) void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEYS.all });
    },
  });

export const useUploadMatrix = (screen?: TScreenCallbacks<TMatrixResult, TUploadMatrix>) =>
  useOperation(uploadMatrixMutationOptions, screen);
