import { ZTicketDetailResponse, type TTicketEdit } from '@fwmig/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /api/care/{id}/update: the ticket's details (see save-ticket-edit.ts for the screen's save). */
export async function updateTicketRequest(id: number, edit: TTicketEdit) {
  return ZTicketDetailResponse.parse((await apiClient.post(`/api/care/${id}/update`, edit)).data)
    .data;
}
