import {
  FILES_FIELD,
  IDEMPOTENCY_HEADER,
  TICKET_FIELD,
  type TSourceDetection,
  type TSslVpnSettings,
  type TTicketDetail,
  type TTicketEdit,
  type TTicketInput,
  type TTicketStatus,
} from '@fwmig/contract';
import { vi } from 'vitest';
import type { TProgress } from '../features/tickets/api/request-kit';
import { installFakeApi, type TFakeRequest, type TFakeRoute } from './fake-api';

const care = (rest: string) => new RegExp(`^/api/care/(\\d+)${rest}$`);

const form = (request: TFakeRequest) => request.body as FormData;
const filesOf = (request: TFakeRequest) => form(request).getAll(FILES_FIELD) as File[];

/**
 * The ticket endpoints as test doubles, one per call, with the arguments the screens' calls
 * carry (ticket id first; multipart forms read back into fields and files). `install()` answers
 * the API client from them.
 */
export function fakeTicketsApi() {
  const api = {
    fetchTicket: vi.fn<(id: number) => Promise<TTicketDetail>>(),
    moveTicket: vi.fn<(id: number, to: TTicketStatus, note: string) => Promise<TTicketDetail>>(),
    assignTicket: vi.fn<(id: number, assigneeId: string | null) => Promise<TTicketDetail>>(),
    sendMessage:
      vi.fn<
        (
          id: number,
          message: { body: string; internal: boolean; files: File[] },
          onProgress: TProgress,
        ) => Promise<TTicketDetail>
      >(),
    addDeliverables:
      vi.fn<(id: number, files: File[], onProgress: TProgress) => Promise<TTicketDetail>>(),
    addSourceFiles:
      vi.fn<(id: number, files: File[], onProgress: TProgress) => Promise<TTicketDetail>>(),
    removeTicketFile: vi.fn<(id: number, fileId: string) => Promise<TTicketDetail>>(),
    updateTicket: vi.fn<(id: number, edit: TTicketEdit) => Promise<TTicketDetail>>(),
    createTicket:
      vi.fn<
        (
          input: TTicketInput,
          files: File[],
          options: { idempotencyKey: string; onProgress: TProgress },
        ) => Promise<TTicketDetail>
      >(),
    downloadTicketFile: vi.fn<(id: number, fileId: string) => Promise<unknown>>(),
    fetchEngineers: vi.fn<() => Promise<{ id: string; name: string }[]>>(),
    fetchSslVpn: vi.fn<(id: number) => Promise<unknown>>(),
    saveSslVpn: vi.fn<(id: number, settings: TSslVpnSettings) => Promise<unknown>>(),
    detectSource: vi.fn<(head: Blob, signal?: AbortSignal) => Promise<TSourceDetection>>(),
  };
  const id = (groups: string[]) => Number(groups[0]);
  const routes: TFakeRoute[] = [
    {
      method: 'POST',
      path: /^\/api\/care\/create$/,
      answer: (_g, request) =>
        api.createTicket(
          JSON.parse(String(form(request).get(TICKET_FIELD))) as TTicketInput,
          filesOf(request),
          {
            idempotencyKey: String(request.config.headers.get(IDEMPOTENCY_HEADER)),
            onProgress: request.progress,
          },
        ),
    },
    { method: 'GET', path: care(''), answer: (g) => api.fetchTicket(id(g)) },
    {
      method: 'POST',
      path: care('/status'),
      answer: (g, request) => {
        const { to, note } = request.body as { to: TTicketStatus; note: string };
        return api.moveTicket(id(g), to, note);
      },
    },
    {
      method: 'POST',
      path: care('/assign'),
      answer: (g, request) =>
        api.assignTicket(id(g), (request.body as { assigneeId: string | null }).assigneeId),
    },
    {
      method: 'POST',
      path: care('/messages'),
      answer: (g, request) =>
        api.sendMessage(
          id(g),
          {
            body: String(form(request).get('body')),
            internal: form(request).get('internal') === 'true',
            files: filesOf(request),
          },
          request.progress,
        ),
    },
    {
      method: 'POST',
      path: care('/deliverables'),
      answer: (g, request) => api.addDeliverables(id(g), filesOf(request), request.progress),
    },
    {
      method: 'POST',
      path: care('/files'),
      answer: (g, request) => api.addSourceFiles(id(g), filesOf(request), request.progress),
    },
    {
      method: 'DELETE',
      path: care('/files/([^/]+)'),
      answer: (g) => api.removeTicketFile(id(g), g[1] ?? ''),
    },
    {
      method: 'GET',
      path: care('/files/([^/]+)'),
      raw: true,
      answer: (g) => api.downloadTicketFile(id(g), g[1] ?? '').then(() => new Blob([''])),
    },
    {
      method: 'POST',
      path: care('/update'),
      answer: (g, request) => api.updateTicket(id(g), request.body as TTicketEdit),
    },
    { method: 'GET', path: care('/sslvpn'), answer: (g) => api.fetchSslVpn(id(g)) },
    {
      method: 'PUT',
      path: care('/sslvpn'),
      answer: (g, request) => api.saveSslVpn(id(g), request.body as TSslVpnSettings),
    },
    { method: 'GET', path: /^\/api\/admin\/engineers$/, answer: () => api.fetchEngineers() },
    {
      method: 'POST',
      path: /^\/api\/source\/detect$/,
      answer: (_g, request) =>
        api.detectSource(request.body as Blob, request.config.signal as AbortSignal | undefined),
    },
  ];
  return { ...api, install: () => installFakeApi(routes) };
}
