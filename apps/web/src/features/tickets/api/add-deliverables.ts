import type { TTicketDetail } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { applyTicket } from './apply-ticket';
import { filesForm, postTicketForm, type TProgress } from './request-kit';

export interface TAddDeliverables {
  id: number;
  files: readonly File[];
  onProgress?: TProgress;
}

/** POST /api/care/{id}/deliverables (engineers): files for the customer (multipart). */
export function addDeliverablesRequest({ id, files, onProgress }: TAddDeliverables) {
  return postTicketForm(`/api/care/${id}/deliverables`, filesForm(files), onProgress);
}

export const addDeliverablesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: addDeliverablesRequest,
    onSuccess: (detail) => applyTicket(queryClient, detail),
  });

export const useAddDeliverables = (screen?: TScreenCallbacks<TTicketDetail, TAddDeliverables>) =>
  useOperation(addDeliverablesMutationOptions, screen);
