import { ZSslVpnResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { TICKET_KEYS } from '../../../lib/query-keys';

/** GET /api/care/{id}/sslvpn: the ticket's SSL VPN settings. */
export async function getSslVpnRequest(id: number) {
  return ZSslVpnResponse.parse((await apiClient.get(`/api/care/${id}/sslvpn`)).data).data;
}

export const sslVpnQueryOptions = (id: number) =>
  queryOptions({ queryKey: TICKET_KEYS.sslvpn(id), queryFn: () => getSslVpnRequest(id) });

export function useSslVpn(id: number, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...sslVpnQueryOptions(id), ...tweaks });
}
