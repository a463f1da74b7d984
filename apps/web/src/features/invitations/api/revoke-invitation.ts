import { ZInvitationResponse, type TInvitation } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { INVITATION_KEYS } from '../../../lib/query-keys';
import { invitationsPath } from './invitations-path';

export interface TRevokeInvitation {
  /** The account's number (user_id). */
  account: string;
  id: string;
}

/** DELETE /api/accounts/:userId/invitations/:id: a pending invitation; the answer is the revoked one. */
export async function revokeInvitationRequest({ account, id }: TRevokeInvitation) {
  const response = await apiClient.delete(`${invitationsPath(account)}/${encodeURIComponent(id)}`);
  return ZInvitationResponse.parse(response.data).data;
}

/** The account's pending list is fetched again afterwards. */
export const revokeInvitationMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: revokeInvitationRequest,
    onSuccess: (_invitation, { account }) =>
      queryClient.invalidateQueries({ queryKey: INVITATION_KEYS.pending(account) }),
  });

export const useRevokeInvitation = (screen?: TScreenCallbacks<TInvitation, TRevokeInvitation>) =>
  useOperation(revokeInvitationMutationOptions, screen);
