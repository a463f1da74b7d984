import { type TDirectoryQuery, ZDirectoryAccountPage } from '@fwmig/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { directoryKey, parseAnswer } from './directory-keys';

/** GET /api/admin/accounts: customer accounts, searched and paged by the server. */
export async function listAccountsRequest(query: TDirectoryQuery) {
  const response = await apiClient.get('/api/admin/accounts', { params: query });
  const parsed = parseAnswer(ZDirectoryAccountPage, response.data, 'the account list');
  return parsed;
}

export const listAccountsQueryOptions = (query: TDirectoryQuery) =>
  queryOptions({
    queryKey: directoryKey('accounts', query),
    queryFn: () => listAccountsRequest(query),
    placeholderData: keepPreviousData,
  });

export function useListAccounts(query: TDirectoryQuery) {
  return useQuery(listAccountsQueryOptions(query));
}
