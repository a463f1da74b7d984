import { ZDirectoryOk } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

/** DELETE /api/admin/licences/:id: takes back a purchased licence no ticket used (read-write). Audited by the server. */
export async function revokeLicenceRequest(input: { id: string }) {
  const response = await apiClient.delete(`/api/admin/licences/${encodeURIComponent(input.id)}`);
  return parseAnswer(ZDirectoryOk, response.data, 'taking the licence back');
}

/** RevokeLicence; every directory list and detail is fetched again afterwards. */
export function useRevokeLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeLicenceRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
