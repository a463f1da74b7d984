import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { CONVERSION_KEYS } from '../../../lib/query-keys';

/** GET /api/care/{id}/files/{fileId}: a source file of the ticket as text. */
export async function getSourceTextRequest(ticketId: number, fileId: string): Promise<string> {
  const response = await apiClient.get<string>(`/api/care/${ticketId}/files/${fileId}`, {
    responseType: 'text',
    transformResponse: (data: string) => data,
    timeout: 0,
  });
  return response.data;
}

/** A source file's lines, fetched once when a report row first asks for them. */
export const sourceLinesQueryOptions = (ticketId: number, fileId: string | undefined) =>
  queryOptions({
    queryKey: CONVERSION_KEYS.source(ticketId, fileId ?? ''),
    queryFn: async () => (await getSourceTextRequest(ticketId, fileId ?? '')).split(/\r?\n/),
    enabled: fileId !== undefined,
    staleTime: Infinity,
  });

export function useSourceLines(ticketId: number, fileId: string | undefined) {
  return useQuery(sourceLinesQueryOptions(ticketId, fileId));
}
