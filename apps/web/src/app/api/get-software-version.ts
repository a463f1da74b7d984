import { SOFTWARE_VERSION_PATH, ZSoftwareVersionResponse } from '@fwmig/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { SOFTWARE_VERSION_KEY } from '../../lib/query-keys';

/** spec §3 software version info: GET /api/version, answered signed in or out. */
export async function getSoftwareVersionRequest() {
  const response = await apiClient.get(SOFTWARE_VERSION_PATH);
  return ZSoftwareVersionResponse.parse(response.data).data;
}

/** The version does not change while the page is open: read once. */
export const softwareVersionQueryOptions = () =>
  queryOptions({
    queryKey: SOFTWARE_VERSION_KEY,
    queryFn: getSoftwareVersionRequest,
    staleTime: Infinity,
    // The footer simply leaves the version out when it cannot be read: no error toast.
    meta: { silent: true },
  });

/** The server's sw_version and patch, for the footer. */
export function useSoftwareVersion() {
  return useQuery(softwareVersionQueryOptions());
}
