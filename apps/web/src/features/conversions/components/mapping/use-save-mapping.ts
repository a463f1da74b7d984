import type { TInterfaceMapping } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../../ui/use-toast';
import { CONVERSION_KEYS, fetchRuns, isActiveRun, saveMapping } from '../../api/conversions-api';

/**
 * Saves the interface mapping. The answer is the fresh mapping view, which becomes the cached
 * one; the server has queued a run with the mapping, so the runs are asked for again and the
 * toast names that run. A refusal reaches the user as the app's error toast (and the caller's
 * `error`), and the edits stay.
 */
export function useSaveMapping(ticketId: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (mapping: TInterfaceMapping) => saveMapping(ticketId, mapping),
    onSuccess: async (view) => {
      queryClient.setQueryData(CONVERSION_KEYS.mapping(ticketId), view);
      onSaved();
      // exact: a run's details and output do not change with a new run.
      void queryClient.invalidateQueries({ queryKey: CONVERSION_KEYS.runs(ticketId), exact: true });
      // Shares the refetch just started when the run list is on screen.
      const runs = await queryClient
        .fetchQuery({
          queryKey: CONVERSION_KEYS.runs(ticketId),
          queryFn: () => fetchRuns(ticketId),
          staleTime: 0,
        })
        .catch(() => []);
      // Customers see released runs only: the new run is not in their list.
      const newest = runs[0];
      toast.show({
        severity: 'success',
        message:
          newest && newest.reason === 'mapping' && isActiveRun(newest)
            ? `Mapping saved: run ${newest.number} is converting.`
            : 'Mapping saved: the conversion runs again with it.',
      });
    },
  });
}
