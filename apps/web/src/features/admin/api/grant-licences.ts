import { type TGrantLicencesRequest, ZDirectoryOk } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

/** POST /api/admin/licence/grant: purchased licences for an account, optionally bound to a device. Audited by the server. */
export async function grantLicencesRequest(input: TGrantLicencesRequest) {
  const response = await apiClient.post('/api/admin/licence/grant', input);
  return ZDirectoryOk.parse(response.data);
}

/** GrantLicences; every directory list and detail is fetched again afterwards. */
export const grantLicencesMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: grantLicencesRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useGrantLicences = (
  screen?: TScreenCallbacks<z.infer<typeof ZDirectoryOk>, TGrantLicencesRequest>,
) => useOperation(grantLicencesMutationOptions, screen);
