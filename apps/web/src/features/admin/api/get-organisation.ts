import { ZOrganisationDetailResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

/** GET /api/admin/organisations/:orgId: an organisation and its whole OU tree. */
export async function getOrganisationRequest(orgId: string) {
  const response = await apiClient.get(`/api/admin/organisations/${encodeURIComponent(orgId)}`);
  return ZOrganisationDetailResponse.parse(response.data).data;
}

export const getOrganisationQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: DIRECTORY_KEYS.organisation(orgId),
    queryFn: () => getOrganisationRequest(orgId),
    enabled: orgId !== '',
  });

export function useGetOrganisation(orgId: string, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...getOrganisationQueryOptions(orgId), ...tweaks });
}
