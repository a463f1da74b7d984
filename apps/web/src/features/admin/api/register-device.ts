import type { ZRegisterDeviceRequest } from '@fwmig/contract';
import { ZDirectoryOk } from '@fwmig/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

export type TRegisterDeviceInput = z.input<typeof ZRegisterDeviceRequest>;

/** POST /api/admin/device/register: a customer's target device (read-write). Audited by the server. */
export async function registerDeviceRequest(input: TRegisterDeviceInput) {
  const response = await apiClient.post('/api/admin/device/register', input);
  return ZDirectoryOk.parse(response.data);
}

/** RegisterDevice; every directory list and detail is fetched again afterwards. */
export const registerDeviceMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: registerDeviceRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEYS.all }),
  });

export const useRegisterDevice = (
  screen?: TScreenCallbacks<z.infer<typeof ZDirectoryOk>, TRegisterDeviceInput>,
) => useOperation(registerDeviceMutationOptions, screen);
