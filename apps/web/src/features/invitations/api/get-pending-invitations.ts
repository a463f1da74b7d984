import { ZInvitationListResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { INVITATION_KEYS } from '../../../lib/query-keys';
import { invitationsPath } from './invitations-path';

/** GET /api/accounts/:userId/invitations: the account's pending invitations (its master user, or staff). */
export async function getPendingInvitationsRequest(account: string) {
  const response = await apiClient.get(invitationsPath(account));
  return ZInvitationListResponse.parse(response.data).data;
}

export const pendingInvitationsQueryOptions = (account: string) =>
  queryOptions({
    queryKey: INVITATION_KEYS.pending(account),
    queryFn: () => getPendingInvitationsRequest(account),
    enabled: account !== '',
  });

export function usePendingInvitations(account: string, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...pendingInvitationsQueryOptions(account), ...tweaks });
}
