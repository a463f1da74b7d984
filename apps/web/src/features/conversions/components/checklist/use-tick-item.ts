import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONVERSION_KEYS, tickChecklistItem, tickChecklistItems } from '../../api/conversions-api';

export interface TTick {
  keys: readonly string[];
  done: boolean;
  note: string;
}

/**
 * Ticks checklist items off (with one note) or on again: one item by its own request, more in
 * one bulk request. The answer is the whole checklist, which replaces the cached one; a refusal
 * reaches the user as the app's error toast.
 */
export function useTickItem(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keys, done, note }: TTick) => {
      const [only, ...more] = keys;
      return only !== undefined && more.length === 0
        ? tickChecklistItem(ticketId, only, done, note)
        : tickChecklistItems(ticketId, keys, done, note);
    },
    onSuccess: (checklist) =>
      queryClient.setQueryData(CONVERSION_KEYS.checklist(ticketId), checklist),
  });
}
