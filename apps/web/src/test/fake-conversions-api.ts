import type {
  TChecklist,
  TInterfaceMapping,
  TMappingView,
  TRunDetail,
  TRunSummary,
} from '@fwmig/contract';
import { vi } from 'vitest';
import { installFakeApi, type TFakeRoute } from './fake-api';

const care = (rest: string) => new RegExp(`^/api/care/(\\d+)${rest}$`);

/**
 * The conversion endpoints as test doubles, one per call, with the arguments the screens'
 * calls carry (ticket id first). `install()` answers the API client from them.
 */
export function fakeConversionsApi() {
  const api = {
    fetchRuns: vi.fn<(ticketId: number) => Promise<TRunSummary[]>>(),
    fetchRun: vi.fn<(ticketId: number, runId: string) => Promise<TRunDetail>>(),
    fetchRunOutput: vi.fn<(ticketId: number, runId: string) => Promise<string>>(),
    downloadRunOutput: vi.fn<(ticketId: number, run: { id: string }) => Promise<unknown>>(),
    startRun: vi.fn<(ticketId: number, scope?: string) => Promise<TRunDetail>>(),
    releaseRun: vi.fn<(ticketId: number, runId: string) => Promise<TRunDetail>>(),
    deliverRun: vi.fn<(ticketId: number, runId: string) => Promise<TRunDetail>>(),
    fetchMapping: vi.fn<(ticketId: number) => Promise<TMappingView>>(),
    saveMapping: vi.fn<(ticketId: number, mapping: TInterfaceMapping) => Promise<TMappingView>>(),
    fetchChecklist: vi.fn<(ticketId: number) => Promise<TChecklist>>(),
    tickChecklistItem:
      vi.fn<(ticketId: number, key: string, done: boolean, note: string) => Promise<TChecklist>>(),
    tickChecklistItems:
      vi.fn<
        (
          ticketId: number,
          keys: readonly string[],
          done: boolean,
          note: string,
        ) => Promise<TChecklist>
      >(),
    fetchSourceText: vi.fn<(ticketId: number, fileId: string) => Promise<string>>(),
  };
  const id = (groups: string[]) => Number(groups[0]);
  // The screens' calls send these fields; a test asserts what arrived.
  const body = (request: { body: unknown }) =>
    request.body as { mapping: TInterfaceMapping; done: boolean; note: string; keys: string[] };
  const routes: TFakeRoute[] = [
    { method: 'GET', path: care('/runs'), answer: (g) => api.fetchRuns(id(g)) },
    {
      method: 'GET',
      path: care('/runs/([^/]+)/output'),
      raw: true,
      answer: (g, request) =>
        request.url.searchParams.get('download') === '1'
          ? api.downloadRunOutput(id(g), { id: g[1] ?? '' }).then(() => new Blob(['']))
          : api.fetchRunOutput(id(g), g[1] ?? ''),
    },
    { method: 'GET', path: care('/runs/([^/]+)'), answer: (g) => api.fetchRun(id(g), g[1] ?? '') },
    {
      method: 'POST',
      path: care('/runs'),
      answer: (g, request) => {
        const scope = (request.body as { scope?: string } | undefined)?.scope;
        return scope === undefined ? api.startRun(id(g)) : api.startRun(id(g), scope);
      },
    },
    {
      method: 'POST',
      path: care('/runs/([^/]+)/release'),
      answer: (g) => api.releaseRun(id(g), g[1] ?? ''),
    },
    {
      method: 'POST',
      path: care('/runs/([^/]+)/deliver'),
      answer: (g) => api.deliverRun(id(g), g[1] ?? ''),
    },
    { method: 'GET', path: care('/mapping'), answer: (g) => api.fetchMapping(id(g)) },
    {
      method: 'PUT',
      path: care('/mapping'),
      answer: (g, request) => api.saveMapping(id(g), body(request).mapping),
    },
    { method: 'GET', path: care('/checklist'), answer: (g) => api.fetchChecklist(id(g)) },
    {
      method: 'PUT',
      path: care('/checklist/([^/]+)'),
      answer: (g, request) =>
        api.tickChecklistItem(
          id(g),
          decodeURIComponent(g[1] ?? ''),
          body(request).done,
          body(request).note,
        ),
    },
    {
      method: 'PUT',
      path: care('/checklist'),
      answer: (g, request) =>
        api.tickChecklistItems(id(g), body(request).keys, body(request).done, body(request).note),
    },
    {
      method: 'GET',
      path: care('/files/([^/]+)'),
      raw: true,
      answer: (g) => api.fetchSourceText(id(g), g[1] ?? ''),
    },
  ];
  return { ...api, install: () => installFakeApi(routes) };
}
