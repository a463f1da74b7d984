import { ZAccountMembersResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { directoryKey, parseAnswer } from './directory-keys';

/** GET /api/admin/accounts/:userId/members: the account's master, IAM and IdP users. */
export async function listMembersRequest(userId: string) {
  const response = await apiClient.get(`/api/admin/accounts/${encodeURIComponent(userId)}/members`);
  const parsed = parseAnswer(ZAccountMembersResponse, response.data, "the account's logins");
  return parsed.data;
}

export const listMembersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: directoryKey('members', userId),
    queryFn: () => listMembersRequest(userId),
    enabled: userId !== '',
  });

export function useListMembers(userId: string) {
  return useQuery(listMembersQueryOptions(userId));
}
