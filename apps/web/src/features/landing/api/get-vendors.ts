import { ZVendorListResponse, type TVendor } from '@fwmig/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const vendorsQueryKey = ['vendors'] as const;

/** GET /api/vendors: the vendor catalogue of spec §1. */
export async function getVendors(): Promise<TVendor[]> {
  const response = await apiClient.get<unknown>('/api/vendors');
  return ZVendorListResponse.parse(response.data).data;
}

/** The catalogue changes only with a release: fetched once per page load. */
export function useVendors() {
  return useQuery({ queryKey: vendorsQueryKey, queryFn: getVendors, staleTime: Infinity });
}
