import { type TDirectoryQuery, ZDirectoryAccountPage } from '@fwmig/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

/** GET /api/admin/accounts: customer accounts, searched and paged by the server. */
export async function listAccountsRequest(query: TDirectoryQuery) {
  const response = await apiClient.get('/api/admin/accounts', { params: query });
  return ZDirectoryAccountPage.parse(response.data);
}

export const listAccountsQueryOptions = (query: TDirectoryQuery) =>
  queryOptions({
    queryKey: DIRECTORY_KEYS.accounts(query),
    queryFn: () => listAccountsRequest(query),
    placeholderData: keepPreviousData,
  });

export function useListAccounts(query: TDirectoryQuery, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...listAccountsQueryOptions(query), ...tweaks });
}
