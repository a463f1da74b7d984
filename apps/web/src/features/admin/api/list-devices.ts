import { type TDirectoryDeviceQuery, ZDirectoryDevicePage } from '@fwmig/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

/** GET /api/admin/devices: every account's target devices, searched and paged by the server. */
export async function listDevicesRequest(query: TDirectoryDeviceQuery) {
  const response = await apiClient.get('/api/admin/devices', { params: query });
  return ZDirectoryDevicePage.parse(response.data);
}

export const listDevicesQueryOptions = (query: TDirectoryDeviceQuery) =>
  queryOptions({
    queryKey: DIRECTORY_KEYS.devices(query),
    queryFn: () => listDevicesRequest(query),
    placeholderData: keepPreviousData,
  });

export function useListDevices(query: TDirectoryDeviceQuery, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...listDevicesQueryOptions(query), ...tweaks });
}
