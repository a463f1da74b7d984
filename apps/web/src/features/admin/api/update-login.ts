import { ZUpdateLoginResponse } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

/** PATCH /api/admin/logins/:loginId: blocks a login (ending its sessions) or unblocks it. Audited by the server. */
export async function updateLoginRequest(input: { loginId: string; blocked: boolean }) {
  const response = await apiClient.patch(`/api/admin/logins/${encodeURIComponent(input.loginId)}`, {
    blocked: input.blocked,
  });
  return parseAnswer(ZUpdateLoginResponse, response.data, 'blocking the login');
}

/** UpdateLogin; every directory list and detail is fetched again afterwards. */
export function useUpdateLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoginRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
