import { ZMailOutboxResponse } from '@fwmig/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { MAIL_OUTBOX_KEYS, type TMailOutboxQuery } from '../../../lib/query-keys';

/** GET /api/admin/mail (read-write administrators): newest first, with the total. */
export async function getMailOutboxRequest(query: TMailOutboxQuery) {
  const response = await apiClient.get('/api/admin/mail', {
    params: { skip: query.skip, limit: query.limit, ...(query.to ? { to: query.to } : {}) },
  });
  return ZMailOutboxResponse.parse(response.data);
}

export const mailOutboxQueryOptions = (query: TMailOutboxQuery) =>
  queryOptions({
    queryKey: MAIL_OUTBOX_KEYS.page(query),
    queryFn: () => getMailOutboxRequest(query),
    placeholderData: keepPreviousData,
  });

export function useMailOutbox(query: TMailOutboxQuery, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...mailOutboxQueryOptions(query), ...tweaks });
}
