import { ZVersionWithModels } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';
import { catalogueData } from './catalogue-data';

/** spec §7 GET /api/model/version/list/version: versions with their models. */
export async function getVersionsRequest() {
  const response = await apiClient.get('/api/model/version/list/version');
  return catalogueData(z.array(ZVersionWithModels), response.data);
}

export const versionsQueryOptions = () =>
  queryOptions({
    queryKey: CATALOGUE_KEYS.versions,
    queryFn: () => getVersionsRequest(),
    // spec §9: the model-version list is never fresh.
    staleTime: 0,
  });

export function useVersions() {
  return useQuery(versionsQueryOptions());
}
