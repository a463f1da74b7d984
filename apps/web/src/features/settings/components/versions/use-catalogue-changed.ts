import { useCallback } from 'react';
import { useToast } from '../../../../ui/use-toast';

/**
 * What the screen shows after a change to the catalogue: a success toast (the operation has
 * marked every catalogue query stale, spec §9).
 */
export function useCatalogueChanged(): (message: string) => void {
  const toast = useToast();
  return useCallback(
    (message: string) => {
      toast.show({ severity: 'success', message });
    },
    [toast],
  );
}
