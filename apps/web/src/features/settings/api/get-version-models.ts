import { ZModelSummary } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';
import { catalogueData } from './catalogue-data';

/** spec §7 GET /api/model/version/listByVersion/{version}: the models supporting a version. */
export async function getVersionModelsRequest(version: string) {
  const response = await apiClient.get(
    `/api/model/version/listByVersion/${encodeURIComponent(version)}`,
  );
  return catalogueData(z.array(ZModelSummary), response.data);
}

export const versionModelsQueryOptions = (version: string) =>
  queryOptions({
    queryKey: CATALOGUE_KEYS.versionModels(version),
    queryFn: () => getVersionModelsRequest(version),
    // spec §9: the model-version list is never fresh.
    staleTime: 0,
  });

export function useVersionModels(version: string) {
  return useQuery(versionModelsQueryOptions(version));
}
