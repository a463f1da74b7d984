import { ZLoginAccountListResponse, type TLoginAccount } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client';
import type { TQueryTweaks } from '../../operation-hooks';
import { SESSION_QUERY_KEYS } from '../../query-keys';
import { parseAnswer } from './parse-answer';

/** spec §7 GET /client/v1/loginAccount/list: the accounts the sign-in may act as. */
export async function getLoginAccountsRequest() {
  const response = await apiClient.get('/client/v1/loginAccount/list');
  return parseAnswer(ZLoginAccountListResponse, response.data, 'the account list').data;
}

/** Cached indefinitely (spec §9). */
export const loginAccountsQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEYS.loginAccounts,
    queryFn: getLoginAccountsRequest,
    staleTime: Infinity,
  });

/** `initialData`: the accounts the session already holds, if any. */
export function useLoginAccounts(
  tweaks: TQueryTweaks & { initialData?: TLoginAccount[] | undefined } = {},
) {
  return useQuery({ ...loginAccountsQueryOptions(), ...tweaks });
}
