import { ZChecklistResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { CONVERSION_KEYS } from '../../../lib/query-keys';

/** GET /api/care/{id}/checklist (engineers): the latest result's items to check by hand. */
export async function getChecklistRequest(ticketId: number) {
  return ZChecklistResponse.parse((await apiClient.get(`/api/care/${ticketId}/checklist`)).data)
    .data;
}

export const checklistQueryOptions = (ticketId: number) =>
  queryOptions({
    queryKey: CONVERSION_KEYS.checklist(ticketId),
    queryFn: () => getChecklistRequest(ticketId),
  });

export function useChecklist(ticketId: number, enabled: boolean) {
  return useQuery({ ...checklistQueryOptions(ticketId), enabled });
}
