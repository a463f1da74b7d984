import { type TGrantLicencesRequest, ZDirectoryOk } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

/** POST /api/admin/licence/grant: purchased licences for an account, optionally bound to a device. Audited by the server. */
export async function grantLicencesRequest(input: TGrantLicencesRequest) {
  const response = await apiClient.post('/api/admin/licence/grant', input);
  return parseAnswer(ZDirectoryOk, response.data, 'granting the licences');
}

/** GrantLicences; every directory list and detail is fetched again afterwards. */
export function useGrantLicences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantLicencesRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
