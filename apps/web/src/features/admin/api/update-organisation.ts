import { ZOrganisationDetailResponse } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

/** PATCH /api/admin/organisations/:orgId: an organisation's name or description (read-write). Audited by the server. */
export async function updateOrganisationRequest(input: {
  orgId: string;
  changes: { name?: string; description?: string };
}) {
  const response = await apiClient.patch(
    `/api/admin/organisations/${encodeURIComponent(input.orgId)}`,
    input.changes,
  );
  return parseAnswer(ZOrganisationDetailResponse, response.data, 'changing the organisation');
}

/** UpdateOrganisation; every directory list and detail is fetched again afterwards. */
export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisationRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
