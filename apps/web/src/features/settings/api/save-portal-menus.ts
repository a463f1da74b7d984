import { ZPortalMenusResponse, type TPortalMenus } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { PORTAL_MENUS_KEY, SESSION_QUERY_KEYS } from '../../../lib/query-keys';

/** PUT /api/admin/portal-menus (read-write admins): replaces both menus; audited server-side. */
export async function savePortalMenusRequest(menus: TPortalMenus) {
  const response = await apiClient.put('/api/admin/portal-menus', menus);
  const parsed = ZPortalMenusResponse.safeParse(response.data);
  if (!parsed.success)
    throw new Error("The server's answer to saving the menus was not understood.");
  return parsed.data.data;
}

/** The answer is the saved menus; the top bar (its menus and the permission list) is fetched again. */
export const savePortalMenusMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: savePortalMenusRequest,
    onSuccess: async (saved) => {
      queryClient.setQueryData(PORTAL_MENUS_KEY, saved);
      // The session's keys for the top bar and the permission call (spec §2 top bar).
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEYS.topBar });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEYS.permissionAll });
    },
  });

export const useSavePortalMenus = (screen?: TScreenCallbacks<TPortalMenus, TPortalMenus>) =>
  useOperation(savePortalMenusMutationOptions, screen);
