import { type TUpdateMemberRequest, ZAccountMemberResponse } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

export interface TUpdateMember {
  userId: string;
  memberId: string;
  changes: TUpdateMemberRequest;
}

/** PATCH /api/admin/accounts/:userId/members/:memberId: an IAM user's permissions or an IdP user's role. Audited by the server. */
export async function updateMemberRequest(input: TUpdateMember) {
  const response = await apiClient.patch(
    `/api/admin/accounts/${encodeURIComponent(input.userId)}/members/${encodeURIComponent(input.memberId)}`,
    input.changes,
  );
  return ZAccountMemberResponse.parse(response.data);
}

/** UpdateMember; every directory list and detail is fetched again afterwards. */
export const updateMemberMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateMemberRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useUpdateMember = (
  screen?: TScreenCallbacks<z.infer<typeof ZAccountMemberResponse>, TUpdateMember>,
) => useOperation(updateMemberMutationOptions, screen);
