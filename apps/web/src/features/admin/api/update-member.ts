import { type TUpdateMemberRequest, ZAccountMemberResponse } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

/** PATCH /api/admin/accounts/:userId/members/:memberId: an IAM user's permissions or an IdP user's role. Audited by the server. */
export async function updateMemberRequest(input: {
  userId: string;
  memberId: string;
  changes: TUpdateMemberRequest;
}) {
  const response = await apiClient.patch(
    `/api/admin/accounts/${encodeURIComponent(input.userId)}/members/${encodeURIComponent(input.memberId)}`,
    input.changes,
  );
  return parseAnswer(ZAccountMemberResponse, response.data, 'changing the login');
}

/** UpdateMember; every directory list and detail is fetched again afterwards. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
