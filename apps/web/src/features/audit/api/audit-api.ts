import { ZAuditListResponse } from '@fwmig/contract';
import { apiClient } from '../../../lib/api-client';

/** What the audit screen asks for: a page, and optionally one action and part of an actor. */
export interface TAuditPageQuery {
  skip: number;
  limit: number;
  action: string;
  actor: string;
}

export const AUDIT_KEYS = {
  all: ['audit'] as const,
  page: (query: TAuditPageQuery) => ['audit', 'page', query] as const,
};

/** GET /api/admin/audit (read-write administrators): newest first, with the matching total. */
export async function fetchAuditPage(query: TAuditPageQuery) {
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
