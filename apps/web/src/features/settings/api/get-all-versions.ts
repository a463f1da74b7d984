import { ZFirmwareVersion } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { CATALOGUE_KEYS } from '../../../lib/query-keys';
import { catalogueData, OS_VERSION_PATH } from './catalogue-data';

/** spec §7 GET /api/{os}/version/listAll: every firmware version. */
export async function getAllVersionsRequest() {
  const response = await apiClient.get(`${OS_VERSION_PATH}/listAll`);
  return catalogueData(z.array(ZFirmwareVersion), response.data);
}

export const allVersionsQueryOptions = () =>
  queryOptions({
    queryKey: CATALOGUE_KEYS.allVersions,
    queryFn: () => getAllVersionsRequest(),
  });

export function useAllVersions() {
  return useQuery(allVersionsQueryOptions());
}
