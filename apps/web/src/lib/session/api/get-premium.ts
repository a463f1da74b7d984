import { ZPremiumResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client';
import type { TQueryTweaks } from '../../operation-hooks';
import { SESSION_QUERY_KEYS } from '../../query-keys';
import { parseAnswer } from './parse-answer';

/** spec §7 GET /client/v1/app/license/premium: the chosen account's premium flag. */
export async function getPremiumRequest() {
  const response = await apiClient.get('/client/v1/app/license/premium');
  return parseAnswer(ZPremiumResponse, response.data, 'the premium flag').data;
}

/** Keyed by the account (user_id header), so choosing another fetches it again. */
export const premiumQueryOptions = (userId: string | undefined) =>
  queryOptions({ queryKey: SESSION_QUERY_KEYS.premium(userId), queryFn: getPremiumRequest });

export function usePremium(userId: string | undefined, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...premiumQueryOptions(userId), ...tweaks });
}
