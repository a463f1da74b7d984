import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../../ui/use-toast';
import { runsQueryOptions } from '../../api/get-runs';
import { isActiveRun } from '../../api/run-states';
import { useSaveMapping as useSaveMappingOperation } from '../../api/save-mapping';

/**
 * Saves the interface mapping (save-mapping.ts caches the answer and asks for the runs again);
 * the toast names the run the server queued with it. A refusal reaches the user as the app's
 * error toast (and the caller's `error`), and the edits stay.
 */
export function useSaveMapping(ticketId: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useSaveMappingOperation({
    onSuccess: async () => {
      onSaved();
      // Shares the refetch just started when the run list is on screen.
      const runs = await queryClient
        .fetchQuery({ ...runsQueryOptions(ticketId), staleTime: 0 })
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
  return save;
}
