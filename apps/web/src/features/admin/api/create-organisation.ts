import { type TCreateOrganisationRequest, ZOrganisationDetailResponse } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

/** POST /api/admin/organisations: an organisation owned by an account (read-write). Audited by the server. */
export async function createOrganisationRequest(input: TCreateOrganisationRequest) {
  const response = await apiClient.post('/api/admin/organisations', input);
  return ZOrganisationDetailResponse.parse(response.data);
}

/** CreateOrganisation; every directory list and detail is fetched again afterwards. */
export const createOrganisationMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: createOrganisationRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useCreateOrganisation = (
  screen?: TScreenCallbacks<
    z.infer<typeof ZOrganisationDetailResponse>,
    TCreateOrganisationRequest
  >,
) => useOperation(createOrganisationMutationOptions, screen);
