import { ZDirectoryAccountResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { directoryKey, parseAnswer } from './directory-keys';

/** GET /api/admin/accounts/:userId: one customer account. */
export async function getAccountRequest(userId: string) {
  const response = await apiClient.get(`/api/admin/accounts/${encodeURIComponent(userId)}`);
  const parsed = parseAnswer(ZDirectoryAccountResponse, response.data, 'the account');
  return parsed.data;
}

export const getAccountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: directoryKey('account', userId),
    queryFn: () => getAccountRequest(userId),
    enabled: userId !== '',
  });

export function useGetAccount(userId: string) {
  return useQuery(getAccountQueryOptions(userId));
}
