import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';
import { catalogueData } from './catalogue-data';

/** spec §7 GET /api/model/version/list/series: the series names. */
export async function getSeriesRequest() {
  const response = await apiClient.get('/api/model/version/list/series');
  return catalogueData(z.array(z.string()), response.data);
}

export const seriesQueryOptions = () =>
  queryOptions({
    queryKey: CATALOGUE_KEYS.series,
    queryFn: () => getSeriesRequest(),
  });

export function useSeries() {
  return useQuery(seriesQueryOptions());
}
