import { ZInterfaceListResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';

export interface TInterfacePaging {
  model?: string;
  skip: number;
  limit: number;
  order: 'asc' | 'desc';
  sortBy: 'name' | 'type' | 'speed' | 'position' | 'model';
}

/** spec §7 GET /api/model/interface/getInterfaceList with model, skip, limit, order, sortBy headers. */
export async function getInterfacesRequest(paging: TInterfacePaging) {
  const headers: Record<string, string> = {
    skip: String(paging.skip),
    limit: String(paging.limit),
    order: paging.order,
    sortBy: paging.sortBy,
  };
  if (paging.model) headers.model = paging.model;
  const response = await apiClient.get('/api/model/interface/getInterfaceList', { headers });
  return ZInterfaceListResponse.parse(response.data).data;
}

/** Keyed by the model and the rest of the paging, as the screens ask. */
export const interfacesQueryOptions = ({ model, ...paging }: TInterfacePaging) =>
  queryOptions({
    queryKey: CATALOGUE_KEYS.interfaces(model, paging),
    queryFn: () => getInterfacesRequest(model ? { model, ...paging } : paging),
  });

export function useInterfaces(paging: TInterfacePaging, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...interfacesQueryOptions(paging), ...tweaks });
}
