import { ZDirectoryOk } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

export interface TDeleteOrganisation {
  orgId: string;
}

/** DELETE /api/admin/organisations/:orgId: the organisation and its tree; the accounts stay. Audited by the server. */
export async function deleteOrganisationRequest(input: TDeleteOrganisation) {
  const response = await apiClient.delete(
    `/api/admin/organisations/${encodeURIComponent(input.orgId)}`,
  );
  return ZDirectoryOk.parse(response.data);
}

/** DeleteOrganisation; every directory list and detail is fetched again afterwards. */
export const deleteOrganisationMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: deleteOrganisationRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useDeleteOrganisation = (
  screen?: TScreenCallbacks<z.infer<typeof ZDirectoryOk>, TDeleteOrganisation>,
) => useOperation(deleteOrganisationMutationOptions, screen);
