import { ZOrganisationDetailResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { directoryKey, parseAnswer } from './directory-keys';

/** GET /api/admin/organisations/:orgId: an organisation and its whole OU tree. */
export async function getOrganisationRequest(orgId: string) {
  const response = await apiClient.get(`/api/admin/organisations/${encodeURIComponent(orgId)}`);
  const parsed = parseAnswer(ZOrganisationDetailResponse, response.data, 'the organisation');
  return parsed.data;
}

export const getOrganisationQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: directoryKey('organisation', orgId),
    queryFn: () => getOrganisationRequest(orgId),
    enabled: orgId !== '',
  });

export function useGetOrganisation(orgId: string) {
  return useQuery(getOrganisationQueryOptions(orgId));
}
