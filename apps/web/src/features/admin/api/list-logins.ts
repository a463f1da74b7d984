import { type TDirectoryQuery, ZDirectoryLoginPage } from '@fwmig/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { directoryKey, parseAnswer } from './directory-keys';

/** GET /api/admin/logins: every login, searched and paged by the server. */
export async function listLoginsRequest(query: TDirectoryQuery) {
  const response = await apiClient.get('/api/admin/logins', { params: query });
  const parsed = parseAnswer(ZDirectoryLoginPage, response.data, 'the login list');
  return parsed;
}

export const listLoginsQueryOptions = (query: TDirectoryQuery) =>
  queryOptions({
    queryKey: directoryKey('logins', query),
    queryFn: () => listLoginsRequest(query),
    placeholderData: keepPreviousData,
  });

export function useListLogins(query: TDirectoryQuery) {
  return useQuery(listLoginsQueryOptions(query));
}
