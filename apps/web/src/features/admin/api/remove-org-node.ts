import { ZDirectoryOk } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

export interface TRemoveOrgNode {
  orgId: string;
  nodeId: string;
}

/** DELETE /api/admin/organisations/:orgId/nodes/:nodeId: a node and everything under it. Audited by the server. */
export async function removeOrgNodeRequest(input: TRemoveOrgNode) {
  const response = await apiClient.delete(
    `/api/admin/organisations/${encodeURIComponent(input.orgId)}/nodes/${encodeURIComponent(input.nodeId)}`,
  );
  return ZDirectoryOk.parse(response.data);
}

/** RemoveOrgNode; every directory list and detail is fetched again afterwards. */
export const removeOrgNodeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: removeOrgNodeRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useRemoveOrgNode = (
  screen?: TScreenCallbacks<z.infer<typeof ZDirectoryOk>, TRemoveOrgNode>,
) => useOperation(removeOrgNodeMutationOptions, screen);
