import { ZEngineerListResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { TICKET_KEYS } from '../../../lib/query-keys';

/** GET /api/admin/engineers (administrators): who tickets may be assigned to. */
export async function getEngineersRequest() {
  return ZEngineerListResponse.parse((await apiClient.get('/api/admin/engineers')).data).data;
}

export const engineersQueryOptions = () =>
  queryOptions({ queryKey: TICKET_KEYS.engineers, queryFn: getEngineersRequest });

export function useEngineers(tweaks: TQueryTweaks = {}) {
  return useQuery({ ...engineersQueryOptions(), ...tweaks });
}
