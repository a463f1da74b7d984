import { type TUpdateOrgNodeRequest, ZDirectoryOrgNode } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

const ZOrgNodeResponse = z.object({ data: ZDirectoryOrgNode });

/** PATCH /api/admin/organisations/:orgId/nodes/:nodeId: renames or moves a node with what is under it. Audited by the server. */
export async function updateOrgNodeRequest(input: {
  orgId: string;
  nodeId: string;
  changes: TUpdateOrgNodeRequest;
}) {
  const response = await apiClient.patch(
    `/api/admin/organisations/${encodeURIComponent(input.orgId)}/nodes/${encodeURIComponent(input.nodeId)}`,
    input.changes,
  );
  return parseAnswer(ZOrgNodeResponse, response.data, 'changing the tree');
}

/** UpdateOrgNode; every directory list and detail is fetched again afterwards. */
export function useUpdateOrgNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrgNodeRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
