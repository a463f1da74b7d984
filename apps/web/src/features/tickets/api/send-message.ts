import type { TTicketDetail } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { applyTicket } from './apply-ticket';
import { filesForm, postTicketForm, type TProgress } from './request-kit';

export interface TSendMessage {
  id: number;
  body: string;
  /** An engineers' note the customer does not see. */
  internal: boolean;
  files: readonly File[];
  onProgress?: TProgress;
}

/** POST /api/care/{id}/messages: a message with attachments (multipart). */
export function sendMessageRequest({ id, body, internal, files, onProgress }: TSendMessage) {
  return postTicketForm(
    `/api/care/${id}/messages`,
    filesForm(files, { body, internal: String(internal) }),
    onProgress,
  );
}

export const sendMessageMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: sendMessageRequest,
    onSuccess: (detail) => applyTicket(queryClient, detail),
  });

export const useSendMessage = (screen?: TScreenCallbacks<TTicketDetail, TSendMessage>) =>
  useOperation(sendMessageMutationOptions, screen);
