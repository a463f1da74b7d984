import { filesForm, postTicketForm, type TProgress } from './request-kit';

/** POST /api/care/{id}/files: more configuration files (see save-ticket-edit.ts). */
export function addSourceFilesRequest(id: number, files: readonly File[], onProgress?: TProgress) {
  return postTicketForm(`/api/care/${id}/files`, filesForm(files), onProgress);
}
