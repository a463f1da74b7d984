import { type TAddMemberRequest, ZAccountMemberResponse } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

export interface TAddMember {
  userId: string;
  member: TAddMemberRequest;
}

/** POST /api/admin/accounts/:userId/members: an e-mail as master, IAM or IdP user (read-write). Audited by the server. */
export async function addMemberRequest(input: TAddMember) {
  const response = await apiClient.post(
    `/api/admin/accounts/${encodeURIComponent(input.userId)}/members`,
    input.member,
  );
  return ZAccountMemberResponse.parse(response.data);
}

/** AddMember; every directory list and detail is fetched again afterwards. */
export const addMemberMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: addMemberRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useAddMember = (
  screen?: TScreenCallbacks<z.infer<typeof ZAccountMemberResponse>, TAddMember>,
) => useOperation(addMemberMutationOptions, screen);
