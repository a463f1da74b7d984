import { ZAccountMembersResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

/** GET /api/admin/accounts/:userId/members: the account's master, IAM and IdP users. */
export async function listMembersRequest(userId: string) {
  const response = await apiClient.get(`/api/admin/accounts/${encodeURIComponent(userId)}/members`);
  return ZAccountMembersResponse.parse(response.data).data;
}

export const listMembersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: DIRECTORY_KEYS.members(userId),
    queryFn: () => listMembersRequest(userId),
    enabled: userId !== '',
  });

export function useListMembers(userId: string, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...listMembersQueryOptions(userId), ...tweaks });
}
