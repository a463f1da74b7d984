import { ZPurchaseUrlResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { TICKET_KEYS } from '../../../lib/query-keys';

/** spec §7 GET /api/purchase/url: where licences are bought. */
export async function getPurchaseUrlRequest() {
  return ZPurchaseUrlResponse.parse((await apiClient.get('/api/purchase/url')).data).data.url;
}

/** The address does not change while the page is open. */
export const purchaseUrlQueryOptions = () =>
  queryOptions({
    queryKey: TICKET_KEYS.purchaseUrl,
    queryFn: getPurchaseUrlRequest,
    staleTime: Infinity,
  });

export function usePurchaseUrl(tweaks: TQueryTweaks = {}) {
  return useQuery({ ...purchaseUrlQueryOptions(), ...tweaks });
}
