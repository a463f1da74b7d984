import { type TAddOrgNodeRequest, ZDirectoryOrgNode } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

const ZOrgNodeResponse = z.object({ data: ZDirectoryOrgNode });

/** POST /api/admin/organisations/:orgId/nodes: an OU, or a member account placed in the tree. Audited by the server. */
export async function addOrgNodeRequest(input: { orgId: string; node: TAddOrgNodeRequest }) {
  const response = await apiClient.post(
    `/api/admin/organisations/${encodeURIComponent(input.orgId)}/nodes`,
    input.node,
  );
  return parseAnswer(ZOrgNodeResponse, response.data, 'adding to the tree');
}

/** AddOrgNode; every directory list and detail is fetched again afterwards. */
export function useAddOrgNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOrgNodeRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
