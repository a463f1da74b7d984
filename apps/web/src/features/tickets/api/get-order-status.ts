import { ZOrderStatus } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { TICKET_KEYS } from '../../../lib/query-keys';

/** spec §7 GET /api/summary/getOrderStatus: the licence and ticket counts of the account. */
export async function getOrderStatusRequest() {
  const response = await apiClient.get('/api/summary/getOrderStatus');
  return z.object({ data: ZOrderStatus }).parse(response.data).data;
}

export const orderStatusQueryOptions = () =>
  queryOptions({ queryKey: TICKET_KEYS.orderStatus, queryFn: getOrderStatusRequest });

export function useOrderStatus() {
  return useQuery(orderStatusQueryOptions());
}
