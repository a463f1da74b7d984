import type { ZRegisterDeviceRequest } from '@fwmig/contract';
import { ZDirectoryOk } from '@fwmig/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { DIRECTORY_KEY, parseAnswer } from './directory-keys';

export type TRegisterDeviceInput = z.input<typeof ZRegisterDeviceRequest>;

/** POST /api/admin/device/register: a customer's target device (read-write). Audited by the server. */
export async function registerDeviceRequest(input: TRegisterDeviceInput) {
  const response = await apiClient.post('/api/admin/device/register', input);
  return parseAnswer(ZDirectoryOk, response.data, 'registering the device');
}

/** RegisterDevice; every directory list and detail is fetched again afterwards. */
export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDeviceRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY }),
  });
}
