import {
  IDEMPOTENCY_HEADER,
  TICKET_FIELD,
  type TTicketDetail,
  type TTicketInput,
} from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { TICKET_KEYS } from '../../../lib/query-keys';
import { filesForm, postTicketForm, type TProgress } from './request-kit';

export interface TCreateTicket {
  input: TTicketInput;
  files: readonly File[];
  /** Makes a retried submit return the same ticket. */
  idempotencyKey: string;
  onProgress?: TProgress;
}

/** POST /api/care/create: the ticket and its configuration files in one multipart request. */
export function createTicketRequest({ input, files, idempotencyKey, onProgress }: TCreateTicket) {
  return postTicketForm(
    '/api/care/create',
    filesForm(files, { [TICKET_FIELD]: JSON.stringify(input) }),
    onProgress,
    { [IDEMPOTENCY_HEADER]: idempotencyKey },
  );
}

/** The lists and the devices (a free licence may be claimed) are stale; the detail is known. */
export const createTicketMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: createTicketRequest,
    onSuccess: (ticket) => {
      void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.devices, refetchType: 'none' });
      queryClient.setQueryData(TICKET_KEYS.detail(ticket.id), ticket);
    },
  });

export const useCreateTicket = (screen?: TScreenCallbacks<TTicketDetail, TCreateTicket>) =>
  useOperation(createTicketMutationOptions, screen);
