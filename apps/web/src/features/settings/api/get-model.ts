import { ZModelDetail } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';
import { catalogueData } from './catalogue-data';

/** spec §7 GET /api/model/version/getModelByName (model header): a model with its ports. */
export async function getModelRequest(model: string) {
  const response = await apiClient.get('/api/model/version/getModelByName', { headers: { model } });
  return catalogueData(ZModelDetail, response.data);
}

export const modelQueryOptions = (model: string) =>
  queryOptions({
    queryKey: CATALOGUE_KEYS.model(model),
    queryFn: () => getModelRequest(model),
  });

export function useModel(model: string) {
  return useQuery(modelQueryOptions(model));
}
