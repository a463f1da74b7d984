import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToast } from '../../../../ui/use-toast';
import { CATALOGUE_KEYS } from '../../api/catalogue-api';

/**
 * What follows every change to the catalogue (spec §9): a success toast, and every catalogue
 * query marked stale so the lists refetch.
 */
export function useCatalogueChanged(): (message: string) => void {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useCallback(
    (message: string) => {
      toast.show({ severity: 'success', message });
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEYS.all });
    },
    [queryClient, toast],
  );
}
