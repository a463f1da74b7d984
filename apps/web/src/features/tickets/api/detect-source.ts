import { SOURCE_DETECT_HEAD_BYTES, ZSourceDetectResponse } from '@fwmig/contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { TICKET_KEYS } from '../../../lib/query-keys';

/**
 * POST /api/source/detect: what the head of a configuration file looks like, its format and,
 * when recognised, its vendor and the line that gave it away. Send at most
 * SOURCE_DETECT_MAX_BYTES (256 KiB).
 */
export async function detectSourceRequest(head: Blob, signal?: AbortSignal) {
  const response = await apiClient.post('/api/source/detect', head, {
    headers: { 'Content-Type': 'application/octet-stream' },
    signal,
  });
  return ZSourceDetectResponse.parse(response.data).data;
}

/** Only blank space, read here: the whole file fits in the head that is sent anyway. */
async function isBlank(head: Blob, size: number): Promise<boolean> {
  return size <= SOURCE_DETECT_HEAD_BYTES && (await head.text()).trim() === '';
}

/**
 * A file's detection, from its first 64 KiB, asked once per file (a file removed from the list
 * cancels its request). A failed call is silent, since the detection is only a help.
 */
export const detectSourceQueryOptions = (file: File) =>
  queryOptions({
    queryKey: TICKET_KEYS.sourceDetection(file),
    queryFn: async ({ signal }) => {
      const head = file.slice(0, SOURCE_DETECT_HEAD_BYTES);
      const detection = await detectSourceRequest(head, signal);
      return { detection, blank: await isBlank(head, file.size) };
    },
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });

/** The detections of the listed files, in their order (unanswered ones undefined). */
export function useSourceDetections(files: readonly File[]) {
  return useQueries({ queries: files.map(detectSourceQueryOptions) });
}
