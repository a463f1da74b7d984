import { ZTicketDetailResponse, type TTicketDetail } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { applyTicket } from './apply-ticket';

export interface TAssignTicket {
  id: number;
  assigneeId: string | null;
}

/** POST /api/care/{id}/assign (engineers): the assignee, or nobody. */
export async function assignTicketRequest({ id, assigneeId }: TAssignTicket) {
  const response = await apiClient.post(`/api/care/${id}/assign`, { assigneeId });
  return ZTicketDetailResponse.parse(response.data).data;
}

export const assignTicketMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: assignTicketRequest,
    onSuccess: (detail) => applyTicket(queryClient, detail),
  });

export const useAssignTicket = (screen?: TScreenCallbacks<TTicketDetail, TAssignTicket>) =>
  useOperation(assignTicketMutationOptions, screen);
