import type { TFirmwareVersion } from '@fwmig/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchModelBySerial, TICKET_KEYS } from '../../api/tickets-api';

/** Newest release first; versions of one day by their number, highest first. */
export function newestFirst(versions: readonly TFirmwareVersion[]): TFirmwareVersion[] {
  return [...versions].sort(
    (a, b) =>
      b.releaseDate.localeCompare(a.releaseDate) ||
      b.version.localeCompare(a.version, undefined, { numeric: true }),
  );
}

/**
 * The target model of a serial number and its firmware versions, newest first. A serial the
 * catalogue does not know is shown where the versions go, so the query stays silent.
 */
export function useModelLookup(sn: string | null) {
  const lookup = useQuery({
    queryKey: TICKET_KEYS.modelBySerial(sn ?? ''),
    queryFn: () => fetchModelBySerial(sn ?? ''),
    enabled: sn !== null && sn !== '',
    meta: { silent: true },
  });
  const versions = useMemo(() => newestFirst(lookup.data?.versions ?? []), [lookup.data]);
  return { lookup, versions };
}
