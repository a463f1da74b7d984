import { SOURCE_DETECT_HEAD_BYTES, type TSourceDetection } from '@fwmig/contract';
import { useQueries } from '@tanstack/react-query';
import { detectSource, TICKET_KEYS } from '../../api/tickets-api';

/** A listed file and what its head looks like. */
export interface TFileDetection {
  file: File;
  detection: TSourceDetection;
  /** The whole file is blank space (issue 19 item 2: the conversion refuses it as empty). */
  blank: boolean;
}

/** Only blank space, read here: the whole file fits in the head that is sent anyway. */
async function isBlank(head: Blob, size: number): Promise<boolean> {
  return size <= SOURCE_DETECT_HEAD_BYTES && (await head.text()).trim() === '';
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
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const head = file.slice(0, SOURCE_DETECT_HEAD_BYTES);
        const detection = await detectSource(head, signal);
        return { detection, blank: await isBlank(head, file.size) };
      },
      staleTime: Infinity,
      retry: false,
      meta: { silent: true },
    })),
  });
  return files.flatMap((file, index) => {
    const data = results[index]?.data;
    return data ? [{ file, ...data }] : [];
  });
}
