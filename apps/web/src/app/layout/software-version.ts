import { SOFTWARE_VERSION_PATH, ZSoftwareVersionResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** spec §3 software version info: GET /api/version, answered signed in or out. */
export async function fetchSoftwareVersion() {
  const response = await apiClient.get(SOFTWARE_VERSION_PATH);
  return ZSoftwareVersionResponse.parse(response.data).data;
}

/** The version does not change while the page is open: read once. */
export const softwareVersionQuery = queryOptions({
  queryKey: ['softwareVersion'] as const,
  queryFn: fetchSoftwareVersion,
  staleTime: Infinity,
  // The footer simply leaves the version out when it cannot be read: no error toast.
  meta: { silent: true },
});

/** The server's sw_version and patch, for the footer. */
export function useSoftwareVersion() {
  return useQuery(softwareVersionQuery);
}
