import type { TRunSummary } from '@fwmig/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  CONVERSION_KEYS,
  fetchChecklist,
  fetchMapping,
  fetchRun,
  fetchRunOutput,
  fetchRuns,
  fetchSourceText,
  isActiveRun,
  LIVE_REFRESH_MS,
} from '../api/conversions-api';

/** Without a working run, the list still looks for runs started by the other side. */
const IDLE_REFRESH_MS = 30_000;

/** The ticket's runs, newest first; asked for often while one of them works. */
export function useRuns(ticketId: number) {
  return useQuery({
    queryKey: CONVERSION_KEYS.runs(ticketId),
    queryFn: () => fetchRuns(ticketId),
    refetchInterval: (query) =>
      query.state.data?.some(isActiveRun) ? LIVE_REFRESH_MS : IDLE_REFRESH_MS,
  });
}

/** One run with its report and verification; followed live until it has finished. */
export function useRun(ticketId: number, runId: string | undefined) {
  return useQuery({
    queryKey: CONVERSION_KEYS.run(ticketId, runId ?? ''),
    queryFn: () => fetchRun(ticketId, runId ?? ''),
    enabled: runId !== undefined,
    refetchInterval: (query) =>
      query.state.data && isActiveRun(query.state.data) ? LIVE_REFRESH_MS : false,
    // A finished run never changes but for its release and delivery flags, which the list has.
    staleTime: (query) => (query.state.data && !isActiveRun(query.state.data) ? Infinity : 0),
  });
}

/** The FortiOS text a finished run wrote; it never changes, so it is fetched once. */
export function useRunOutput(ticketId: number, run: Pick<TRunSummary, 'id' | 'status'> | null) {
  return useQuery({
    queryKey: CONVERSION_KEYS.output(ticketId, run?.id ?? ''),
    queryFn: () => fetchRunOutput(ticketId, run?.id ?? ''),
    enabled: run?.status === 'done',
    staleTime: Infinity,
  });
}

/** A source file's lines, fetched once when a report row first asks for them. */
export function useSourceLines(ticketId: number, fileId: string | undefined) {
  return useQuery({
    queryKey: CONVERSION_KEYS.source(ticketId, fileId ?? ''),
    queryFn: async () => (await fetchSourceText(ticketId, fileId ?? '')).split(/\r?\n/),
    enabled: fileId !== undefined,
    staleTime: Infinity,
  });
}

export function useMapping(ticketId: number) {
  return useQuery({
    queryKey: CONVERSION_KEYS.mapping(ticketId),
    queryFn: () => fetchMapping(ticketId),
  });
}

export function useChecklist(ticketId: number, enabled: boolean) {
  return useQuery({
    queryKey: CONVERSION_KEYS.checklist(ticketId),
    queryFn: () => fetchChecklist(ticketId),
    enabled,
  });
}

/**
 * When a run of the ticket finishes, what depends on the latest result (the mapping's source
 * interfaces, the checklist, the ticket's history) is asked for again.
 */
export function useRefreshOnFinish(ticketId: number, runs: readonly TRunSummary[] | undefined) {
  const queryClient = useQueryClient();
  const finished = runs?.filter((run) => !isActiveRun(run)).length;
  const seen = useRef(finished);
  useEffect(() => {
    if (finished === undefined) return;
    if (seen.current !== undefined && seen.current !== finished) {
      void queryClient.invalidateQueries({ queryKey: CONVERSION_KEYS.mapping(ticketId) });
      void queryClient.invalidateQueries({ queryKey: CONVERSION_KEYS.checklist(ticketId) });
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'detail', ticketId] });
    }
    seen.current = finished;
  }, [finished, queryClient, ticketId]);
}
