import type { TTicketDetail, TTicketEdit, TTicketFile } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { TICKET_KEYS } from '../../../lib/query-keys';
import { addSourceFilesRequest } from './add-source-files';
import type { TProgress } from './request-kit';
import { removeTicketFileRequest } from './remove-ticket-file';
import { updateTicketRequest } from './update-ticket';

export interface TSaveTicketEdit {
  ticketId: number;
  edit: TTicketEdit;
  /** Files to add; uploaded before the details. */
  files: readonly File[];
  /** Source files to remove once the added ones are on the ticket (replacing a file). */
  replacing: readonly TTicketFile[];
  onProgress?: TProgress;
  /** The added files are on the ticket (a failed save after this need not send them again). */
  onFilesAdded?: () => void;
}

/**
 * The edit page's Save, three calls in order: the added files, the replaced files' removal
 * (added first: the server keeps a ticket's last file), then the details. Each answer becomes
 * the cached detail, so a failure half-way shows what the ticket has now.
 */
export async function saveTicketEditRequest(save: TSaveTicketEdit, queryClient: QueryClient) {
  const detailKey = TICKET_KEYS.detail(save.ticketId);
  if (save.files.length > 0) {
    queryClient.setQueryData(
      detailKey,
      await addSourceFilesRequest(save.ticketId, save.files, save.onProgress),
    );
    save.onFilesAdded?.();
    for (const old of save.replacing) {
      queryClient.setQueryData(detailKey, await removeTicketFileRequest(save.ticketId, old.id));
    }
  }
  return updateTicketRequest(save.ticketId, save.edit);
}

export const saveTicketEditMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (save: TSaveTicketEdit) => saveTicketEditRequest(save, queryClient),
    onSuccess: (detail) => {
      void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.all, refetchType: 'none' });
      queryClient.setQueryData(TICKET_KEYS.detail(detail.id), detail);
    },
  });

export const useSaveTicketEdit = (screen?: TScreenCallbacks<TTicketDetail, TSaveTicketEdit>) =>
  useOperation(saveTicketEditMutationOptions, screen);
