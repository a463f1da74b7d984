import { ZUserOrgNodeResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client';
import type { TQueryTweaks } from '../../operation-hooks';
import { SESSION_QUERY_KEYS } from '../../query-keys';
import { parseAnswer } from './parse-answer';

/** spec §7 POST /client/v1/listAccount: the accounts and organisation trees (Switch Roles). */
export async function getListAccountRequest() {
  const response = await apiClient.post('/client/v1/listAccount', {});
  return parseAnswer(ZUserOrgNodeResponse, response.data, 'the account list').data;
}

export const listAccountQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: SESSION_QUERY_KEYS.listAccount(userId),
    queryFn: getListAccountRequest,
  });

export function useListAccount(userId: string | undefined, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...listAccountQueryOptions(userId), ...tweaks });
}
