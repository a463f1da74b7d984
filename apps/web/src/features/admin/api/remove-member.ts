import { ZAccountMemberResponse } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

export interface TRemoveMember {
  userId: string;
  memberId: string;
}

/** DELETE /api/admin/accounts/:userId/members/:memberId: a login's access to the account (read-write). Audited by the server. */
export async function removeMemberRequest(input: TRemoveMember) {
  const response = await apiClient.delete(
    `/api/admin/accounts/${encodeURIComponent(input.userId)}/members/${encodeURIComponent(input.memberId)}`,
  );
  return ZAccountMemberResponse.parse(response.data);
}

/** RemoveMember; every directory list and detail is fetched again afterwards. */
export const removeMemberMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: removeMemberRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useRemoveMember = (
  screen?: TScreenCallbacks<z.infer<typeof ZAccountMemberResponse>, TRemoveMember>,
) => useOperation(removeMemberMutationOptions, screen);
