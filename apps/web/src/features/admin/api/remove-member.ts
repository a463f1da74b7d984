import { ZAccountMemberResponse } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

/** DELETE /api/admin/accounts/:userId/members/:memberId: a login's access to the account (read-write). Audited by the server. */
export async function removeMemberRequest(input: { userId: string; memberId: string }) {
  const response = await apiClient.delete(
    `/api/admin/accounts/${encodeURIComponent(input.userId)}/members/${encodeURIComponent(input.memberId)}`,
  );
  return parseAnswer(ZAccountMemberResponse, response.data, 'removing the login');
}

/** RemoveMember; every directory list and detail is fetched again afterwards. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMemberRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
