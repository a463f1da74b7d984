import { type TAddOrgNodeRequest, ZDirectoryOrgNode } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

const ZOrgNodeResponse = z.object({ data: ZDirectoryOrgNode });

export interface TAddOrgNode {
  orgId: string;
  node: TAddOrgNodeRequest;
}

/** POST /api/admin/organisations/:orgId/nodes: an OU, or a member account placed in the tree. Audited by the server. */
export async function addOrgNodeRequest(input: TAddOrgNode) {
  const response = await apiClient.post(
    `/api/admin/organisations/${encodeURIComponent(input.orgId)}/nodes`,
    input.node,
  );
  return ZOrgNodeResponse.parse(response.data);
}

/** AddOrgNode; every directory list and detail is fetched again afterwards. */
export const addOrgNodeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: addOrgNodeRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useAddOrgNode = (
  screen?: TScreenCallbacks<z.infer<typeof ZOrgNodeResponse>, TAddOrgNode>,
) => useOperation(addOrgNodeMutationOptions, screen);
