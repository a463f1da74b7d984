import { ZPortalMenusResponse, type TPortalMenus } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { PORTAL_MENUS_KEY } from './get-portal-menus';

/** PUT /api/admin/portal-menus (read-write admins): replaces both menus; audited server-side. */
export async function savePortalMenus(menus: TPortalMenus) {
  const response = await apiClient.put('/api/admin/portal-menus', menus);
  const parsed = ZPortalMenusResponse.safeParse(response.data);
  if (!parsed.success)
    throw new Error("The server's answer to saving the menus was not understood.");
  return parsed.data.data;
}

/** Saves the menus; the top bar (its menus and the permission list) is fetched again. */
export function useSavePortalMenus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePortalMenus,
    onSuccess: async (saved) => {
      queryClient.setQueryData(PORTAL_MENUS_KEY, saved);
      // The session feature's keys for the top bar and the permission call (spec §2 top bar).
      await queryClient.invalidateQueries({ queryKey: ['portalTopBar'] });
      await queryClient.invalidateQueries({ queryKey: ['permission'] });
    },
  });
}
