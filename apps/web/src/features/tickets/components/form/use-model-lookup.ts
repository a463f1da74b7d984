import type { TFirmwareVersion } from '@fwmig/contract';
import { useMemo } from 'react';
import { useModelBySerial } from '../../api/get-model-by-serial';

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
  const lookup = useModelBySerial(sn);
  const versions = useMemo(() => newestFirst(lookup.data?.versions ?? []), [lookup.data]);
  return { lookup, versions };
}
