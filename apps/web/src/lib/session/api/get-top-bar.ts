import { ZPortalTopBarResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client';
import type { TQueryTweaks } from '../../operation-hooks';
import { SESSION_QUERY_KEYS } from '../../query-keys';
import { parseAnswer } from './parse-answer';

/** spec §4 step 1: the app list (the provider's menus and configurations). */
export async function getTopBarRequest() {
  const response = await apiClient.get('/client/v1/portalTopBar');
  return parseAnswer(ZPortalTopBarResponse, response.data, 'the app list').data;
}

export const topBarQueryOptions = () =>
  queryOptions({ queryKey: SESSION_QUERY_KEYS.topBar, queryFn: getTopBarRequest });

export function useTopBar(tweaks: TQueryTweaks = {}) {
  return useQuery({ ...topBarQueryOptions(), ...tweaks });
}
