import { type TCreateAccountRequest, ZDirectoryAccountResponse } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

/** POST /api/admin/accounts: a customer account and its master user (read-write). Audited by the server. */
export async function createAccountRequest(input: TCreateAccountRequest) {
  const response = await apiClient.post('/api/admin/accounts', input);
  return ZDirectoryAccountResponse.parse(response.data);
}

/** CreateAccount; every directory list and detail is fetched again afterwards. */
export const createAccountMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: createAccountRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useCreateAccount = (
  screen?: TScreenCallbacks<z.infer<typeof ZDirectoryAccountResponse>, TCreateAccountRequest>,
) => useOperation(createAccountMutationOptions, screen);
