import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONVERSION_KEYS, tickChecklistItem } from '../../api/conversions-api';

export interface TTick {
  key: string;
  done: boolean;
  note: string;
}

/**
 * Ticks a checklist item off (with a note) or on again. The answer is the whole checklist,
 * which replaces the cached one; a refusal reaches the user as the app's error toast.
 */
export function useTickItem(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, done, note }: TTick) => tickChecklistItem(ticketId, key, done, note),
    onSuccess: (checklist) =>
      queryClient.setQueryData(CONVERSION_KEYS.checklist(ticketId), checklist),
  });
}
