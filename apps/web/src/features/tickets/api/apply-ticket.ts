import type { TTicketDetail } from '@fwmig/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { TICKET_KEYS } from '../../../lib/query-keys';

function isDetailOf(key: QueryKey, id: number): boolean {
  const detail = TICKET_KEYS.detail(id);
  return key.length === detail.length && detail.every((part, index) => key[index] === part);
}

/**
 * What a ticket mutation does with the fresh ticket it answers with: it becomes the cached
 * detail, and the lists (which show its status, assignee and times) are refetched.
 */
export function applyTicket(queryClient: QueryClient, detail: TTicketDetail): void {
  queryClient.setQueryData(TICKET_KEYS.detail(detail.id), detail);
  void queryClient.invalidateQueries({
    queryKey: TICKET_KEYS.all,
    predicate: (query) => !isDetailOf(query.queryKey, detail.id),
  });
}
