import { type TCreateOrganisationRequest, ZOrganisationDetailResponse } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

/** POST /api/admin/organisations: an organisation owned by an account (read-write). Audited by the server. */
export async function createOrganisationRequest(input: TCreateOrganisationRequest) {
  const response = await apiClient.post('/api/admin/organisations', input);
  return parseAnswer(ZOrganisationDetailResponse, response.data, 'creating the organisation');
}

/** CreateOrganisation; every directory list and detail is fetched again afterwards. */
export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganisationRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
