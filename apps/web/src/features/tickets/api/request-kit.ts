import { FILES_FIELD, ZTicketDetailResponse } from '@fwmig/contract';
import { apiClient } from '../../../lib/api-client';

/** spec §7 paging headers of the list calls. */
export interface TPaging {
  skip: number;
  limit: number;
  order: 'asc' | 'desc';
  sortBy: string;
}

/** Upload progress: bytes sent of the whole request body. */
export type TProgress = (loaded: number, total: number) => void;

export const pagingHeaders = (paging: TPaging) => ({
  skip: String(paging.skip),
  limit: String(paging.limit),
  order: paging.order,
  sortBy: paging.sortBy,
});

export function filesForm(files: readonly File[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  // Text fields go first: the server checks them before it reads any file.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(FILES_FIELD, file, file.name);
  return form;
}

/** Posts a multipart form; the answer is the ticket as it is now. */
export async function postTicketForm(
  path: string,
  form: FormData,
  onProgress?: TProgress,
  headers = {},
) {
  const response = await apiClient.post(path, form, {
    headers,
    // Uploads of up to 100 MB each may take minutes on a slow line.
    timeout: 0,
    onUploadProgress: (event) => onProgress?.(event.loaded, event.total ?? event.loaded),
  });
  return ZTicketDetailResponse.parse(response.data).data;
}

/** Saves a downloaded blob under a file name (the browser's download). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
