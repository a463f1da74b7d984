import type { TTicketFile } from '@fwmig/contract';
import { apiClient } from '../../../lib/api-client';
import { saveBlob } from './request-kit';

/**
 * GET /api/care/{id}/files/{fileId}: downloads a ticket file (the request carries the session)
 * and saves it under its name. Screens call it directly: nothing is cached.
 */
export async function downloadTicketFileRequest(
  id: number,
  file: Pick<TTicketFile, 'id' | 'name'>,
) {
  const response = await apiClient.get<Blob>(`/api/care/${id}/files/${file.id}`, {
    responseType: 'blob',
    timeout: 0,
  });
  saveBlob(response.data, file.name);
}
