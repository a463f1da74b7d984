import { ZDirectoryOk } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

/** DELETE /api/admin/organisations/:orgId: the organisation and its tree; the accounts stay. Audited by the server. */
export async function deleteOrganisationRequest(input: { orgId: string }) {
  const response = await apiClient.delete(
    `/api/admin/organisations/${encodeURIComponent(input.orgId)}`,
  );
  return parseAnswer(ZDirectoryOk, response.data, 'deleting the organisation');
}

/** DeleteOrganisation; every directory list and detail is fetched again afterwards. */
export function useDeleteOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganisationRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
