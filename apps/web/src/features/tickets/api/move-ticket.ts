import { ZTicketDetailResponse, type TTicketDetail, type TTicketStatus } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { applyTicket } from './apply-ticket';

export interface TMoveTicket {
  id: number;
  to: TTicketStatus;
  note: string;
}

/** POST /api/care/{id}/status: a status move (spec §5), with the note it needs. */
export async function moveTicketRequest({ id, to, note }: TMoveTicket) {
  const response = await apiClient.post(`/api/care/${id}/status`, { to, note });
  return ZTicketDetailResponse.parse(response.data).data;
}

export const moveTicketMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: moveTicketRequest,
    onSuccess: (detail) => applyTicket(queryClient, detail),
  });

export const useMoveTicket = (screen?: TScreenCallbacks<TTicketDetail, TMoveTicket>) =>
  useOperation(moveTicketMutationOptions, screen);
