import { type TDirectoryQuery, ZDirectoryOrganisationPage } from '@fwmig/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

/** GET /api/admin/organisations: organisations, searched and paged by the server. */
export async function listOrganisationsRequest(query: TDirectoryQuery) {
  const response = await apiClient.get('/api/admin/organisations', { params: query });
  return ZDirectoryOrganisationPage.parse(response.data);
}

export const listOrganisationsQueryOptions = (query: TDirectoryQuery) =>
  queryOptions({
    queryKey: DIRECTORY_KEYS.organisations(query),
    queryFn: () => listOrganisationsRequest(query),
    placeholderData: keepPreviousData,
  });

export function useListOrganisations(query: TDirectoryQuery, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...listOrganisationsQueryOptions(query), ...tweaks });
}
