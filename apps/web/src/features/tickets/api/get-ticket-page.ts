import { ZTicketPageResponse, type TTicketFilter } from '@fwmig/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { TICKET_KEYS } from '../../../lib/query-keys';
import { pagingHeaders, type TPaging } from './request-kit';

/** spec §7 POST /api/care/customerGetAll: skip, limit, order, sortBy headers; filter body. */
export async function getTicketPageRequest(paging: TPaging, filter: TTicketFilter) {
  const response = await apiClient.post('/api/care/customerGetAll', filter, {
    headers: pagingHeaders(paging),
  });
  return ZTicketPageResponse.parse(response.data).data;
}

export const ticketPageQueryOptions = (paging: TPaging, filter: TTicketFilter) =>
  queryOptions({
    queryKey: TICKET_KEYS.page(paging, filter),
    queryFn: () => getTicketPageRequest(paging, filter),
    // The rows stay (under the loading cover) while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useTicketPage(paging: TPaging, filter: TTicketFilter) {
  return useQuery(ticketPageQueryOptions(paging, filter));
}
