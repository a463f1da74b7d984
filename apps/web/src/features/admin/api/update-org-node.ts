import { type TUpdateOrgNodeRequest, ZDirectoryOrgNode } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

const ZOrgNodeResponse = z.object({ data: ZDirectoryOrgNode });

export interface TUpdateOrgNode {
  orgId: string;
  nodeId: string;
  changes: TUpdateOrgNodeRequest;
}

/** PATCH /api/admin/organisations/:orgId/nodes/:nodeId: renames or moves a node with what is under it. Audited by the server. */
export async function updateOrgNodeRequest(input: TUpdateOrgNode) {
  const response = await apiClient.patch(
    `/api/admin/organisations/${encodeURIComponent(input.orgId)}/nodes/${encodeURIComponent(input.nodeId)}`,
    input.changes,
  );
  return ZOrgNodeResponse.parse(response.data);
}

/** UpdateOrgNode; every directory list and detail is fetched again afterwards. */
export const updateOrgNodeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateOrgNodeRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useUpdateOrgNode = (
  screen?: TScreenCallbacks<z.infer<typeof ZOrgNodeResponse>, TUpdateOrgNode>,
) => useOperation(updateOrgNodeMutationOptions, screen);
