import { type TDirectoryQuery, ZDirectoryLoginPage } from '@fwmig/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

/** GET /api/admin/logins: every login, searched and paged by the server. */
export async function listLoginsRequest(query: TDirectoryQuery) {
  const response = await apiClient.get('/api/admin/logins', { params: query });
  return ZDirectoryLoginPage.parse(response.data);
}

export const listLoginsQueryOptions = (query: TDirectoryQuery) =>
  queryOptions({
    queryKey: DIRECTORY_KEYS.logins(query),
    queryFn: () => listLoginsRequest(query),
    placeholderData: keepPreviousData,
  });

export function useListLogins(query: TDirectoryQuery, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...listLoginsQueryOptions(query), ...tweaks });
}
