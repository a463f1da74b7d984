import { ZPortalMenusResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { PORTAL_MENUS_KEY } from '../../../lib/query-keys';

/** GET /api/admin/portal-menus (read-write admins): the SERVICES and SUPPORT entries. */
export async function getPortalMenusRequest() {
  const response = await apiClient.get('/api/admin/portal-menus');
  const parsed = ZPortalMenusResponse.safeParse(response.data);
  if (!parsed.success)
    throw new Error("The server's answer to the portal menus was not understood.");
  return parsed.data.data;
}

export const portalMenusQueryOptions = () =>
  queryOptions({ queryKey: PORTAL_MENUS_KEY, queryFn: getPortalMenusRequest });

/** The saved menu entries, for the settings screen. */
export function usePortalMenus() {
  return useQuery(portalMenusQueryOptions());
}
