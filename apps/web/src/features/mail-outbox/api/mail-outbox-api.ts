import { ZMailOutboxResponse } from '@fwmig/contract';
import { apiClient } from '../../../lib/api-client';

export interface TOutboxQuery {
  skip: number;
  limit: number;
  to: string;
}

export const OUTBOX_KEYS = {
  page: (query: TOutboxQuery) => ['mail-outbox', query] as const,
};

/** GET /api/admin/mail (read-write administrators): newest first, with the total. */
export async function fetchOutboxPage(query: TOutboxQuery) {
  const response = await apiClient.get('/api/admin/mail', {
    params: { skip: query.skip, limit: query.limit, ...(query.to ? { to: query.to } : {}) },
  });
  const parsed = ZMailOutboxResponse.safeParse(response.data);
  if (!parsed.success) throw new Error("The server's answer about the mail was not understood.");
  return parsed.data;
}
