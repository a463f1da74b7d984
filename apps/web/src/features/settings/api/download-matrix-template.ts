import { TARGET_OS_SEGMENT } from '@fwmig/contract';
import { mutationOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';

/** The template download's address. */
export const MATRIX_TEMPLATE_PATH = `/api/attachment/download/${TARGET_OS_SEGMENT}/updateMatrix/template`;

export type TTemplateFormat = 'csv' | 'xlsx';

/** Downloads the template through the API client (it carries the Authorization header). */
export async function downloadMatrixTemplateRequest(format: TTemplateFormat): Promise<Blob> {
  const response = await apiClient.get<Blob>(MATRIX_TEMPLATE_PATH, {
    params: { format },
    responseType: 'blob',
  });
  return response.data;
}

export const downloadMatrixTemplateMutationOptions = () =>
  mutationOptions({ mutationFn: downloadMatrixTemplateRequest });

export const useDownloadMatrixTemplate = (screen?: TScreenCallbacks<Blob, TTemplateFormat>) =>
  useOperation(downloadMatrixTemplateMutationOptions, screen);
