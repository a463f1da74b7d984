import { ZVendorListResponse, type TVendor } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { VENDORS_KEY } from '../../../lib/query-keys';

/** GET /api/vendors: the vendor catalogue of spec §1. */
export async function getVendorsRequest(): Promise<TVendor[]> {
  const response = await apiClient.get<unknown>('/api/vendors');
  return ZVendorListResponse.parse(response.data).data;
}

/** The catalogue changes only with a release: fetched once per page load. */
export const vendorsQueryOptions = () =>
  queryOptions({ queryKey: VENDORS_KEY, queryFn: getVendorsRequest, staleTime: Infinity });

export function useVendors() {
  return useQuery(vendorsQueryOptions());
}
