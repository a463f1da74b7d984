import { ZChecklistResponse, type TChecklist } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { CONVERSION_KEYS } from '../../../lib/query-keys';

export interface TTick {
  ticketId: number;
  keys: readonly string[];
  done: boolean;
  note: string;
}

/**
 * Ticks checklist items off (with one note) or on again: one item by its own request
 * (PUT /api/care/{id}/checklist/{key}), more in one bulk request, all or none
 * (PUT /api/care/{id}/checklist). The answer is the whole checklist.
 */
export async function tickChecklistRequest({ ticketId, keys, done, note }: TTick) {
  const [only, ...more] = keys;
  const response =
    only !== undefined && more.length === 0
      ? await apiClient.put(`/api/care/${ticketId}/checklist/${encodeURIComponent(only)}`, {
          done,
          note,
        })
      : await apiClient.put(`/api/care/${ticketId}/checklist`, { keys, done, note });
  return ZChecklistResponse.parse(response.data).data;
}

/** The answer replaces the cached checklist. */
export const tickChecklistMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: tickChecklistRequest,
    onSuccess: (checklist, { ticketId }) =>
      queryClient.setQueryData(CONVERSION_KEYS.checklist(ticketId), checklist),
  });

export const useTickChecklist = (screen?: TScreenCallbacks<TChecklist, TTick>) =>
  useOperation(tickChecklistMutationOptions, screen);
