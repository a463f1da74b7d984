import { ZOrganisationDetailResponse } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

export interface TUpdateOrganisation {
  orgId: string;
  changes: { name?: string; description?: string };
}

/** PATCH /api/admin/organisations/:orgId: an organisation's name or description (read-write). Audited by the server. */
export async function updateOrganisationRequest(input: TUpdateOrganisation) {
  const response = await apiClient.patch(
    `/api/admin/organisations/${encodeURIComponent(input.orgId)}`,
    input.changes,
  );
  return ZOrganisationDetailResponse.parse(response.data);
}

/** UpdateOrganisation; every directory list and detail is fetched again afterwards. */
export const updateOrganisationMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateOrganisationRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useUpdateOrganisation = (
  screen?: TScreenCallbacks<z.infer<typeof ZOrganisationDetailResponse>, TUpdateOrganisation>,
) => useOperation(updateOrganisationMutationOptions, screen);
