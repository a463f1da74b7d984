import {
  ACTIVE_RUN_STATUSES,
  ZChecklistResponse,
  ZMappingResponse,
  ZRunDetailResponse,
  ZRunListResponse,
  type TInterfaceMapping,
  type TRunSummary,
} from '@fwmig/contract';
import { apiClient } from '../../../lib/api-client';

/**
 * Query keys of a ticket's conversion runs. They live under the account-scoped 'tickets' root,
 * so switching accounts forgets them with the tickets.
 */
export const CONVERSION_KEYS = {
  runs: (ticketId: number) => ['tickets', 'runs', ticketId] as const,
  run: (ticketId: number, runId: string) => ['tickets', 'runs', ticketId, runId] as const,
  output: (ticketId: number, runId: string) =>
    ['tickets', 'runs', ticketId, runId, 'output'] as const,
  mapping: (ticketId: number) => ['tickets', 'mapping', ticketId] as const,
  checklist: (ticketId: number) => ['tickets', 'checklist', ticketId] as const,
  source: (ticketId: number, fileId: string) => ['tickets', 'source', ticketId, fileId] as const,
};

/** While a run works, screens ask this often for its progress. */
export const LIVE_REFRESH_MS = 1500;

export const isActiveRun = (run: Pick<TRunSummary, 'status'>) =>
  ACTIVE_RUN_STATUSES.includes(run.status);

/** The ticket's runs the viewer may see, newest first. */
export async function fetchRuns(ticketId: number) {
  return ZRunListResponse.parse((await apiClient.get(`/api/care/${ticketId}/runs`)).data).data;
}

export async function fetchRun(ticketId: number, runId: string) {
  return ZRunDetailResponse.parse((await apiClient.get(`/api/care/${ticketId}/runs/${runId}`)).data)
    .data;
}

/** The FortiOS configuration a run wrote, as text. */
export async function fetchRunOutput(ticketId: number, runId: string): Promise<string> {
  const response = await apiClient.get<string>(`/api/care/${ticketId}/runs/${runId}/output`, {
    responseType: 'text',
    transformResponse: (data: string) => data,
    timeout: 0,
  });
  return response.data;
}

/** Saves a run's output under `ticket-<id>-run-<n>.conf`. */
export async function downloadRunOutput(ticketId: number, run: Pick<TRunSummary, 'id' | 'number'>) {
  const response = await apiClient.get<Blob>(
    `/api/care/${ticketId}/runs/${run.id}/output?download=1`,
    { responseType: 'blob', timeout: 0 },
  );
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `ticket-${ticketId}-run-${run.number}.conf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An engineer's "Run conversion". */
/** Starts a run; `scope` names the part of a many-part configuration (else the last one). */
export async function startRun(ticketId: number, scope?: string) {
  const body = scope === undefined ? undefined : { scope };
  return ZRunDetailResponse.parse((await apiClient.post(`/api/care/${ticketId}/runs`, body)).data)
    .data;
}

export async function releaseRun(ticketId: number, runId: string) {
  return ZRunDetailResponse.parse(
    (await apiClient.post(`/api/care/${ticketId}/runs/${runId}/release`)).data,
  ).data;
}

export async function deliverRun(ticketId: number, runId: string) {
  return ZRunDetailResponse.parse(
    (await apiClient.post(`/api/care/${ticketId}/runs/${runId}/deliver`)).data,
  ).data;
}

export async function fetchMapping(ticketId: number) {
  return ZMappingResponse.parse((await apiClient.get(`/api/care/${ticketId}/mapping`)).data).data;
}

/** Saves the interface mapping; the server queues a new run with it. */
export async function saveMapping(ticketId: number, mapping: TInterfaceMapping) {
  return ZMappingResponse.parse(
    (await apiClient.put(`/api/care/${ticketId}/mapping`, { mapping })).data,
  ).data;
}

export async function fetchChecklist(ticketId: number) {
  return ZChecklistResponse.parse((await apiClient.get(`/api/care/${ticketId}/checklist`)).data)
    .data;
}

export async function tickChecklistItem(
  ticketId: number,
  key: string,
  done: boolean,
  note: string,
) {
  return ZChecklistResponse.parse(
    (
      await apiClient.put(`/api/care/${ticketId}/checklist/${encodeURIComponent(key)}`, {
        done,
        note,
      })
    ).data,
  ).data;
}

/** Ticks many checklist items off (one note for all) or on again in one request, all or none. */
export async function tickChecklistItems(
  ticketId: number,
  keys: readonly string[],
  done: boolean,
  note: string,
) {
  return ZChecklistResponse.parse(
    (await apiClient.put(`/api/care/${ticketId}/checklist`, { keys, done, note })).data,
  ).data;
}

/** A source file of the ticket as text, for the report's source lines. */
export async function fetchSourceText(ticketId: number, fileId: string): Promise<string> {
  const response = await apiClient.get<string>(`/api/care/${ticketId}/files/${fileId}`, {
    responseType: 'text',
    transformResponse: (data: string) => data,
    timeout: 0,
  });
  return response.data;
}
