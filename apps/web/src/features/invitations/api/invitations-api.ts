import {
  ZInvitationListResponse,
  ZInvitationResponse,
  type TCreateInvitationRequest,
} from '@fwmig/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const INVITATION_KEYS = {
  pending: (account: string) => ['invitations', account] as const,
};

const path = (account: string) => `/api/accounts/${encodeURIComponent(account)}/invitations`;

/** GET: the account's pending invitations (its master user, or staff). */
export function usePendingInvitations(account: string) {
  return useQuery({
    queryKey: INVITATION_KEYS.pending(account),
    enabled: account !== '',
    queryFn: async () => {
      const parsed = ZInvitationListResponse.safeParse((await apiClient.get(path(account))).data);
      if (!parsed.success)
        throw new Error("The server's answer about invitations was not understood.");
      return parsed.data.data;
    },
  });
}

/** POST: invite an e-mail with a role (the server mails the invitee and audits it). */
export function useCreateInvitation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TCreateInvitationRequest) => {
      const parsed = ZInvitationResponse.safeParse(
        (await apiClient.post(path(account), request)).data,
      );
      if (!parsed.success)
        throw new Error("The server's answer to the invitation was not understood.");
      return parsed.data.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATION_KEYS.pending(account) }),
  });
}

/** DELETE: revoke a pending invitation. */
export function useRevokeInvitation(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.delete(`${path(account)}/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATION_KEYS.pending(account) }),
  });
}
