import type { TRunSummary } from '@fwmig/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CONVERSION_KEYS, TICKET_KEYS } from '../../../lib/query-keys';
import { isActiveRun } from './run-states';

/**
 * When a run of the ticket finishes, what depends on the latest result (the mapping's source
 * interfaces, the checklist, the ticket's history) is asked for again.
 */
export function useRefreshOnFinish(ticketId: number, runs: readonly TRunSummary[] | undefined) {
  const queryClient = useQueryClient();
  const finished = runs?.filter((run) => !isActiveRun(run)).length;
  const seen = useRef(finished);
  useEffect(() => {
    if (finished === undefined) return;
    if (seen.current !== undefined && seen.current !== finished) {
      void queryClient.invalidateQueries({ queryKey: CONVERSION_KEYS.mapping(ticketId) });
      void queryClient.invalidateQueries({ queryKey: CONVERSION_KEYS.checklist(ticketId) });
      void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.detail(ticketId) });
    }
    seen.current = finished;
  }, [finished, queryClient, ticketId]);
}
