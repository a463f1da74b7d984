import { ZUserOrgNodeResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client';
import { SESSION_QUERY_KEYS } from '../../query-keys';
import { parseAnswer } from './parse-answer';

/** spec §7 POST /api/ou/user_org_node: the user's accounts and organisation trees. */
export async function getUserOrgNodeRequest() {
  const response = await apiClient.post('/api/ou/user_org_node', { auth_attributes: {} });
  return parseAnswer(ZUserOrgNodeResponse, response.data, 'the organisations').data;
}

/** Keyed by the account, as the sign-in flow asks it. */
export const userOrgNodeQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: SESSION_QUERY_KEYS.userOrgNode(userId),
    queryFn: getUserOrgNodeRequest,
  });

/** The role selection page's answer (spec §4 "Role selection"), cached apart. */
export const roleOrgNodesQueryOptions = () =>
  queryOptions({ queryKey: SESSION_QUERY_KEYS.userOrgNodeRoles, queryFn: getUserOrgNodeRequest });

export function useRoleOrgNodes() {
  return useQuery(roleOrgNodesQueryOptions());
}
