import { SOURCE_DETECT_HEAD_BYTES, type TSourceDetection } from '@fwmig/contract';
import { useQueries } from '@tanstack/react-query';
import { detectSource, TICKET_KEYS } from '../../api/tickets-api';

/** A listed file and what its head looks like. */
export interface TFileDetection {
  file: File;
  detection: TSourceDetection;
}

/**
 * Asks the server what each file looks like, from its first 64 KiB (once per file; a file
 * removed from the list cancels its request). Only the answered files are returned: a failed
 * call is silent, since the detection is only a help.
 */
export function useVendorDetection(files: readonly File[]): TFileDetection[] {
  const results = useQueries({
    queries: files.map((file) => ({
      queryKey: TICKET_KEYS.sourceDetection(file),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        detectSource(file.slice(0, SOURCE_DETECT_HEAD_BYTES), signal),
      staleTime: Infinity,
      retry: false,
      meta: { silent: true },
    })),
  });
  return files.flatMap((file, index) => {
    const detection = results[index]?.data;
    return detection ? [{ file, detection }] : [];
  });
}
