import { ZSslVpnResponse, type TSslVpnSettings } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { TICKET_KEYS } from '../../../lib/query-keys';

export interface TSaveSslVpn {
  id: number;
  settings: TSslVpnSettings;
}

/** PUT /api/care/{id}/sslvpn: the ticket's SSL VPN settings. */
export async function saveSslVpnRequest({ id, settings }: TSaveSslVpn) {
  return ZSslVpnResponse.parse((await apiClient.put(`/api/care/${id}/sslvpn`, settings)).data).data;
}

export const saveSslVpnMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: saveSslVpnRequest,
    // The form shows a refusal itself (field by field), so no error toast.
    meta: { silent: true },
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(TICKET_KEYS.sslvpn(id), saved);
      // The detail shows the settings and a history entry; the lists show the update time.
      void queryClient.invalidateQueries({
        queryKey: TICKET_KEYS.all,
        predicate: (query) => query.queryKey[1] !== 'sslvpn',
      });
    },
  });

type TSaved = Awaited<ReturnType<typeof saveSslVpnRequest>>;

export const useSaveSslVpn = (screen?: TScreenCallbacks<TSaved, TSaveSslVpn>) =>
  useOperation(saveSslVpnMutationOptions, screen);
