import type { TErrorCode } from '@fwmig/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { hasErrorCode } from '../../../../lib/error-message';
import { TICKET_KEYS } from '../../../../lib/query-keys';

/**
 * Refusals that mean the ticket moved on under the viewer (another user, a run, the revision
 * window): what the page offers is out of date.
 */
export const STALE_TICKET_CODES = [
  'TICKET_NOT_EDITABLE',
  'STATUS_MOVE_REFUSED',
  'REVISION_WINDOW_CLOSED',
  'DELIVERABLE_REQUIRED',
] as const satisfies readonly TErrorCode[];

/**
 * An `onError` for a ticket's mutations: after one of those refusals the ticket is fetched
 * again, so its buttons and forms show what it allows now (the toast says why).
 */
export function useRefreshStaleTicket(ticketId: number): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      const stale = hasErrorCode(error, ...STALE_TICKET_CODES);
      if (stale) void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.detail(ticketId) });
      return stale;
    },
    [queryClient, ticketId],
  );
}
