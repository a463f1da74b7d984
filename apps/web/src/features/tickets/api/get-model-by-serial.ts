import { ZFirmwareVersion, ZModelSummary } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { TICKET_KEYS } from '../../../lib/query-keys';

/** The target model of a serial and the firmware versions the catalogue allows for it. */
export async function getModelBySerialRequest(sn: string) {
  const response = await apiClient.get('/api/catalogue/modelBySerial', { params: { sn } });
  return z
    .object({ data: ZModelSummary.extend({ versions: z.array(ZFirmwareVersion) }) })
    .parse(response.data).data;
}

/** A serial the catalogue does not know is shown where the versions go: no error toast. */
export const modelBySerialQueryOptions = (sn: string | null) =>
  queryOptions({
    queryKey: TICKET_KEYS.modelBySerial(sn ?? ''),
    queryFn: () => getModelBySerialRequest(sn ?? ''),
    enabled: sn !== null && sn !== '',
    meta: { silent: true },
  });

export function useModelBySerial(sn: string | null) {
  return useQuery(modelBySerialQueryOptions(sn));
}
