import { ZTicketDetailResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { TICKET_KEYS } from '../../../lib/query-keys';

/** GET /api/care/{id}: the ticket with its files, messages, history and what the viewer may do. */
export async function getTicketRequest(id: number) {
  return ZTicketDetailResponse.parse((await apiClient.get(`/api/care/${id}`)).data).data;
}

export const ticketQueryOptions = (id: number) =>
  queryOptions({ queryKey: TICKET_KEYS.detail(id), queryFn: () => getTicketRequest(id) });

export function useTicket(id: number, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...ticketQueryOptions(id), ...tweaks });
}
