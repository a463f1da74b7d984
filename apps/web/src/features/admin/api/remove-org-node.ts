import { ZDirectoryOk } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

/** DELETE /api/admin/organisations/:orgId/nodes/:nodeId: a node and everything under it. Audited by the server. */
export async function removeOrgNodeRequest(input: { orgId: string; nodeId: string }) {
  const response = await apiClient.delete(
    `/api/admin/organisations/${encodeURIComponent(input.orgId)}/nodes/${encodeURIComponent(input.nodeId)}`,
  );
  return parseAnswer(ZDirectoryOk, response.data, 'removing from the tree');
}

/** RemoveOrgNode; every directory list and detail is fetched again afterwards. */
export function useRemoveOrgNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOrgNodeRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
