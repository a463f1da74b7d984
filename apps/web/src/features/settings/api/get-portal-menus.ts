import { ZPortalMenusResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The cache key of the admin's view of the menus. */
export const PORTAL_MENUS_KEY = ['admin', 'portal-menus'] as const;

/** GET /api/admin/portal-menus (read-write admins): the SERVICES and SUPPORT entries. */
export async function getPortalMenus() {
  const response = await apiClient.get('/api/admin/portal-menus');
  const parsed = ZPortalMenusResponse.safeParse(response.data);
  if (!parsed.success)
    throw new Error("The server's answer to the portal menus was not understood.");
  return parsed.data.data;
}

export const portalMenusQuery = () =>
  queryOptions({ queryKey: PORTAL_MENUS_KEY, queryFn: getPortalMenus });

/** The saved menu entries, for the settings screen. */
export function usePortalMenus() {
  return useQuery(portalMenusQuery());
}
