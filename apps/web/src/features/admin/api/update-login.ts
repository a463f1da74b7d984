import { ZUpdateLoginResponse } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

export interface TUpdateLogin {
  loginId: string;
  blocked: boolean;
}

/** PATCH /api/admin/logins/:loginId: blocks a login (ending its sessions) or unblocks it. Audited by the server. */
export async function updateLoginRequest(input: TUpdateLogin) {
  const response = await apiClient.patch(`/api/admin/logins/${encodeURIComponent(input.loginId)}`, {
    blocked: input.blocked,
  });
  return ZUpdateLoginResponse.parse(response.data);
}

/** UpdateLogin; every directory list and detail is fetched again afterwards. */
export const updateLoginMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateLoginRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useUpdateLogin = (
  screen?: TScreenCallbacks<z.infer<typeof ZUpdateLoginResponse>, TUpdateLogin>,
) => useOperation(updateLoginMutationOptions, screen);
