import { type TDirectoryDeviceQuery, ZDirectoryDevicePage } from '@fwmig/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { directoryKey, parseAnswer } from './directory-keys';

/** GET /api/admin/devices: every account's target devices, searched and paged by the server. */
export async function listDevicesRequest(query: TDirectoryDeviceQuery) {
  const response = await apiClient.get('/api/admin/devices', { params: query });
  const parsed = parseAnswer(ZDirectoryDevicePage, response.data, 'the device list');
  return parsed;
}

export const listDevicesQueryOptions = (query: TDirectoryDeviceQuery) =>
  queryOptions({
    queryKey: directoryKey('devices', query),
    queryFn: () => listDevicesRequest(query),
    placeholderData: keepPreviousData,
  });

export function useListDevices(query: TDirectoryDeviceQuery) {
  return useQuery(listDevicesQueryOptions(query));
}
