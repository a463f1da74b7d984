import type { TTicketDetail } from '@fwmig/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { TICKET_KEYS } from '../../api/tickets-api';

function isDetailOf(key: QueryKey, id: number): boolean {
  const detail = TICKET_KEYS.detail(id);
  return key.length === detail.length && detail.every((part, index) => key[index] === part);
}

/**
 * What to do with the fresh ticket every mutation answers with: it becomes the cached detail,
 * and the lists (which show its status, assignee and times) are refetched.
 */
export function useApplyTicket(): (detail: TTicketDetail) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (detail: TTicketDetail) => {
      queryClient.setQueryData(TICKET_KEYS.detail(detail.id), detail);
      void queryClient.invalidateQueries({
        queryKey: TICKET_KEYS.all,
        predicate: (query) => !isDetailOf(query.queryKey, detail.id),
      });
    },
    [queryClient],
  );
}
