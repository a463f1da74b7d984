import { ZFirmwareVersion } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';
import { catalogueData } from './catalogue-data';

/** spec §7 GET /api/model/version/listByModel (model header): the versions a model supports. */
export async function getModelVersionsRequest(model: string) {
  const response = await apiClient.get('/api/model/version/listByModel', { headers: { model } });
  return catalogueData(z.array(ZFirmwareVersion), response.data);
}

export const modelVersionsQueryOptions = (model: string) =>
  queryOptions({
    queryKey: CATALOGUE_KEYS.modelVersions(model),
    queryFn: () => getModelVersionsRequest(model),
    // spec §9: the model-version list is never fresh.
    staleTime: 0,
  });

export function useModelVersions(model: string, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...modelVersionsQueryOptions(model), ...tweaks });
}
