import { ZTicketDetailResponse, type TTicketDetail, type TTicketFile } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { TICKET_KEYS } from '../../../lib/query-keys';

/** DELETE /api/care/{id}/files/{fileId}: a source file of a ticket that may still change. */
export async function removeTicketFileRequest(id: number, fileId: string) {
  const response = await apiClient.delete(`/api/care/${id}/files/${fileId}`);
  return ZTicketDetailResponse.parse(response.data).data;
}

export interface TRemoveTicketFile {
  ticketId: number;
  file: TTicketFile;
}

/** The answer is the ticket without the file: it becomes the cached detail. */
export const removeTicketFileMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ ticketId, file }: TRemoveTicketFile) =>
      removeTicketFileRequest(ticketId, file.id),
    onSuccess: (detail) => queryClient.setQueryData(TICKET_KEYS.detail(detail.id), detail),
  });

export const useRemoveTicketFile = (screen?: TScreenCallbacks<TTicketDetail, TRemoveTicketFile>) =>
  useOperation(removeTicketFileMutationOptions, screen);
