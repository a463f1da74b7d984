import { ZModelSummary } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';
import { catalogueData } from './catalogue-data';

/** spec §7 GET /api/model/version/getModelandSN: every target model. */
export async function getModelsRequest() {
  const response = await apiClient.get('/api/model/version/getModelandSN');
  return catalogueData(z.array(ZModelSummary), response.data);
}

export const modelsQueryOptions = () =>
  queryOptions({
    queryKey: CATALOGUE_KEYS.models,
    queryFn: () => getModelsRequest(),
  });

export function useModels() {
  return useQuery(modelsQueryOptions());
}
