import { CREATABLE_DEVICE_PAGE, ZDevicePageResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { TICKET_KEYS } from '../../../lib/query-keys';
import { pagingHeaders } from './request-kit';

/**
 * spec §7 POST /api/device/getDevicePage, as the free-license page and the ticket form ask it:
 * every device of the account (spec §9: skip 0, limit 100000).
 */
export async function getCreatableDevicesRequest() {
  const response = await apiClient.post(
    '/api/device/getDevicePage',
    {},
    {
      headers: pagingHeaders({
        skip: CREATABLE_DEVICE_PAGE.skip,
        limit: CREATABLE_DEVICE_PAGE.limit,
        order: 'asc',
        sortBy: 'sn',
      }),
    },
  );
  return ZDevicePageResponse.parse(response.data).data.items;
}

export const creatableDevicesQueryOptions = () =>
  queryOptions({ queryKey: TICKET_KEYS.devices, queryFn: getCreatableDevicesRequest });

export function useCreatableDevices() {
  return useQuery(creatableDevicesQueryOptions());
}
