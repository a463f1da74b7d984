import { ZMappingResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { CONVERSION_KEYS } from '../../../lib/query-keys';

/** GET /api/care/{id}/mapping: the interface mapping and the source's interfaces. */
export async function getMappingRequest(ticketId: number) {
  return ZMappingResponse.parse((await apiClient.get(`/api/care/${ticketId}/mapping`)).data).data;
}

export const mappingQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: CONVERSION_KEYS.mapping(ticketId),
    queryFn: () => getMappingRequest(ticketId),
  });

export function useMapping(ticketId: number) {
  return useQuery(mappingQueryOptions(ticketId));
}
