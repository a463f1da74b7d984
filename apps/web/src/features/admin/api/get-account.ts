import { ZDirectoryAccountResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

/** GET /api/admin/accounts/:userId: one customer account. */
export async function getAccountRequest(userId: string) {
  const response = await apiClient.get(`/api/admin/accounts/${encodeURIComponent(userId)}`);
  return ZDirectoryAccountResponse.parse(response.data).data;
}

export const getAccountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: DIRECTORY_KEYS.account(userId),
    queryFn: () => getAccountRequest(userId),
    enabled: userId !== '',
  });

export function useGetAccount(userId: string, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...getAccountQueryOptions(userId), ...tweaks });
}
