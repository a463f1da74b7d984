import { type TUpdateDeviceRequest, ZDirectoryDevice } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

const ZDirectoryDeviceResponse = z.object({ data: ZDirectoryDevice });

export interface TUpdateDevice {
  sn: string;
  changes: TUpdateDeviceRequest;
}

/** PATCH /api/admin/devices/:sn: a device's entitled, licence and creatable flags (read-write). Audited by the server. */
export async function updateDeviceRequest(input: TUpdateDevice) {
  const response = await apiClient.patch(
    `/api/admin/devices/${encodeURIComponent(input.sn)}`,
    input.changes,
  );
  return ZDirectoryDeviceResponse.parse(response.data);
}

/** UpdateDevice; every directory list and detail is fetched again afterwards. */
export const updateDeviceMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateDeviceRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useUpdateDevice = (
  screen?: TScreenCallbacks<z.infer<typeof ZDirectoryDeviceResponse>, TUpdateDevice>,
) => useOperation(updateDeviceMutationOptions, screen);
