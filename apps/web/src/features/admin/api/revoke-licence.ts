import { ZDirectoryOk } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

export interface TRevokeLicence {
  id: string;
}

/** DELETE /api/admin/licences/:id: takes back a purchased licence no ticket used (read-write). Audited by the server. */
export async function revokeLicenceRequest(input: TRevokeLicence) {
  const response = await apiClient.delete(`/api/admin/licences/${encodeURIComponent(input.id)}`);
  return ZDirectoryOk.parse(response.data);
}

/** RevokeLicence; every directory list and detail is fetched again afterwards. */
export const revokeLicenceMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: revokeLicenceRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useRevokeLicence = (
  screen?: TScreenCallbacks<z.infer<typeof ZDirectoryOk>, TRevokeLicence>,
) => useOperation(revokeLicenceMutationOptions, screen);
