import { type TAddMemberRequest, ZAccountMemberResponse } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

/** POST /api/admin/accounts/:userId/members: an e-mail as master, IAM or IdP user (read-write). Audited by the server. */
export async function addMemberRequest(input: { userId: string; member: TAddMemberRequest }) {
  const response = await apiClient.post(
    `/api/admin/accounts/${encodeURIComponent(input.userId)}/members`,
    input.member,
  );
  return parseAnswer(ZAccountMemberResponse, response.data, 'adding the login');
}

/** AddMember; every directory list and detail is fetched again afterwards. */
export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMemberRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
