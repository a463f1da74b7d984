import { ZPermissionResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client';
import type { TQueryTweaks } from '../../operation-hooks';
import { SESSION_QUERY_KEYS } from '../../query-keys';
import { parseAnswer } from './parse-answer';

/** spec §7 GET /client/v1/permission: with the user_id and node_id headers. */
export async function getPermissionRequest(nodeId: string | undefined) {
  const response = await apiClient.get('/client/v1/permission', {
    headers: nodeId ? { node_id: nodeId } : {},
  });
  return parseAnswer(ZPermissionResponse, response.data, 'the permissions').data;
}

/** Keyed by the account and node (the headers); cached indefinitely. */
export const permissionQueryOptions = (userId: string | undefined, nodeId: string | undefined) =>
  queryOptions({
    queryKey: SESSION_QUERY_KEYS.permission(userId, nodeId),
    queryFn: () => getPermissionRequest(nodeId),
    staleTime: Infinity,
  });

export function usePermission(
  userId: string | undefined,
  nodeId: string | undefined,
  tweaks: TQueryTweaks = {},
) {
  return useQuery({ ...permissionQueryOptions(userId, nodeId), ...tweaks });
}
