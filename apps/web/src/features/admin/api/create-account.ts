import { type TCreateAccountRequest, ZDirectoryAccountResponse } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

/** POST /api/admin/accounts: a customer account and its master user (read-write). Audited by the server. */
export async function createAccountRequest(input: TCreateAccountRequest) {
  const response = await apiClient.post('/api/admin/accounts', input);
  return parseAnswer(ZDirectoryAccountResponse, response.data, 'creating the account');
}

/** CreateAccount; every directory list and detail is fetched again afterwards. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccountRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
