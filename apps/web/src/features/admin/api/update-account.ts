import { type TUpdateAccountRequest, ZDirectoryAccountResponse } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

/** PATCH /api/admin/accounts/:userId: company, converter app, premium or block (read-write). Audited by the server. */
export async function updateAccountRequest(input: {
  userId: string;
  changes: TUpdateAccountRequest;
}) {
  const response = await apiClient.patch(
    `/api/admin/accounts/${encodeURIComponent(input.userId)}`,
    input.changes,
  );
  return parseAnswer(ZDirectoryAccountResponse, response.data, 'changing the account');
}

/** UpdateAccount; every directory list and detail is fetched again afterwards. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
