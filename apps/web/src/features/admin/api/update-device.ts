import { type TUpdateDeviceRequest, ZDirectoryDevice } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

const ZDirectoryDeviceResponse = z.object({ data: ZDirectoryDevice });

/** PATCH /api/admin/devices/:sn: a device's entitled, licence and creatable flags (read-write). Audited by the server. */
export async function updateDeviceRequest(input: { sn: string; changes: TUpdateDeviceRequest }) {
  const response = await apiClient.patch(
    `/api/admin/devices/${encodeURIComponent(input.sn)}`,
    input.changes,
  );
  return parseAnswer(ZDirectoryDeviceResponse, response.data, 'changing the device');
}

/** UpdateDevice; every directory list and detail is fetched again afterwards. */
export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeviceRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
