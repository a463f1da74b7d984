import { type TDirectoryQuery, ZDirectoryOrganisationPage } from '@fwmig/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { directoryKey, parseAnswer } from './directory-keys';

/** GET /api/admin/organisations: organisations, searched and paged by the server. */
export async function listOrganisationsRequest(query: TDirectoryQuery) {
  const response = await apiClient.get('/api/admin/organisations', { params: query });
  const parsed = parseAnswer(ZDirectoryOrganisationPage, response.data, 'the organisation list');
  return parsed;
}

export const listOrganisationsQueryOptions = (query: TDirectoryQuery) =>
  queryOptions({
    queryKey: directoryKey('organisations', query),
    queryFn: () => listOrganisationsRequest(query),
    placeholderData: keepPreviousData,
  });

export function useListOrganisations(query: TDirectoryQuery) {
  return useQuery(listOrganisationsQueryOptions(query));
}
