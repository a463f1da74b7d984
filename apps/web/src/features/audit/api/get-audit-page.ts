import { ZAuditListResponse } from '@fwmig/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { AUDIT_KEYS, type TAuditPageQuery } from '../../../lib/query-keys';

/** GET /api/admin/audit (read-write administrators): newest first, with the matching total. */
export async function getAuditPageRequest(query: TAuditPageQuery) {
  const response = await apiClient.get('/api/admin/audit', {
    params: {
      skip: query.skip,
      limit: query.limit,
      ...(query.action ? { action: query.action } : {}),
      ...(query.actor ? { actor: query.actor } : {}),
    },
  });
  const parsed = ZAuditListResponse.safeParse(response.data);
  if (!parsed.success) throw new Error("The server's answer to the audit log was not understood.");
  return parsed.data;
}

/** The rows stay while the next page or filter loads. */
export const auditPageQueryOptions = (query: TAuditPageQuery) =>
  queryOptions({
    queryKey: AUDIT_KEYS.page(query),
    queryFn: () => getAuditPageRequest(query),
    placeholderData: keepPreviousData,
  });

export function useAuditPage(query: TAuditPageQuery) {
  return useQuery(auditPageQueryOptions(query));
}
