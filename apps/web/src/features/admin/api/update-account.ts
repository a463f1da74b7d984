import { type TUpdateAccountRequest, ZDirectoryAccountResponse } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

export interface TUpdateAccount {
  userId: string;
  changes: TUpdateAccountRequest;
}

/** PATCH /api/admin/accounts/:userId: company, converter app, premium or block (read-write). Audited by the server. */
export async function updateAccountRequest(input: TUpdateAccount) {
  const response = await apiClient.patch(
    `/api/admin/accounts/${encodeURIComponent(input.userId)}`,
    input.changes,
  );
  return ZDirectoryAccountResponse.parse(response.data);
}

/** UpdateAccount; every directory list and detail is fetched again afterwards. */
export const updateAccountMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateAccountRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useUpdateAccount = (
  screen?: TScreenCallbacks<z.infer<typeof ZDirectoryAccountResponse>, TUpdateAccount>,
) => useOperation(updateAccountMutationOptions, screen);
