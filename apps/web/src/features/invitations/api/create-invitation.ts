import {
  ZInvitationResponse,
  type TCreateInvitationRequest,
  type TInvitation,
} from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { INVITATION_KEYS } from '../../../lib/query-keys';
import { invitationsPath } from './invitations-path';

export interface TCreateInvitation {
  /** The account's number (user_id). */
  account: string;
  request: TCreateInvitationRequest;
}

/** POST /api/accounts/:userId/invitations: an e-mail with a role (the server mails the invitee and audits it). */
export async function createInvitationRequest({ account, request }: TCreateInvitation) {
  const response = await apiClient.post(invitationsPath(account), request);
  return ZInvitationResponse.parse(response.data).data;
}

/** The account's pending list is fetched again afterwards. */
export const createInvitationMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: createInvitationRequest,
    onSuccess: (_invitation, { account }) =>
      queryClient.invalidateQueries({ queryKey: INVITATION_KEYS.pending(account) }),
  });

export const useCreateInvitation = (screen?: TScreenCallbacks<TInvitation, TCreateInvitation>) =>
  useOperation(createInvitationMutationOptions, screen);
