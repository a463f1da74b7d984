import {
  CREATABLE_DEVICE_PAGE,
  FILES_FIELD,
  IDEMPOTENCY_HEADER,
  TICKET_FIELD,
  ZDevicePageResponse,
  ZEngineerListResponse,
  ZFirmwareVersion,
  ZModelSummary,
  ZOrderStatus,
  ZPurchaseUrlResponse,
  ZSourceDetectResponse,
  ZSslVpnResponse,
  ZTicketDetailResponse,
  ZTicketPageResponse,
  type TSslVpnSettings,
  type TTicketEdit,
  type TTicketFile,
  type TTicketFilter,
  type TTicketInput,
  type TTicketStatus,
} from '@fwmig/contract';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Query keys of tickets, devices and licences. */
export const TICKET_KEYS = {
  all: ['tickets'] as const,
  page: (paging: object, filter: object) => ['tickets', 'page', paging, filter] as const,
  detail: (id: number) => ['tickets', 'detail', id] as const,
  sslvpn: (id: number) => ['tickets', 'sslvpn', id] as const,
  orderStatus: ['tickets', 'orderStatus'] as const,
  purchaseUrl: ['purchaseUrl'] as const,
  engineers: ['engineers'] as const,
  devices: ['devices', 'creatable'] as const,
  modelBySerial: (sn: string) => ['modelBySerial', sn] as const,
  sourceDetection: (file: File) =>
    ['sourceDetection', file.name, file.size, file.lastModified] as const,
};

export interface TPaging {
  skip: number;
  limit: number;
  order: 'asc' | 'desc';
  sortBy: string;
}

/** Upload progress: bytes sent of the whole request body. */
export type TProgress = (loaded: number, total: number) => void;

const pagingHeaders = (paging: TPaging) => ({
  skip: String(paging.skip),
  limit: String(paging.limit),
  order: paging.order,
  sortBy: paging.sortBy,
});

/** spec §7 POST /api/care/customerGetAll: skip, limit, order, sortBy headers; filter body. */
export async function fetchTicketPage(paging: TPaging, filter: TTicketFilter) {
  const response = await apiClient.post('/api/care/customerGetAll', filter, {
    headers: pagingHeaders(paging),
  });
  return ZTicketPageResponse.parse(response.data).data;
}

export async function fetchTicket(id: number) {
  return ZTicketDetailResponse.parse((await apiClient.get(`/api/care/${id}`)).data).data;
}

function filesForm(files: readonly File[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  // Text fields go first: the server checks them before it reads any file.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(FILES_FIELD, file, file.name);
  return form;
}

async function postForm(path: string, form: FormData, onProgress?: TProgress, headers = {}) {
  const response = await apiClient.post(path, form, {
    headers,
    // Uploads of up to 100 MB each may take minutes on a slow line.
    timeout: 0,
    onUploadProgress: (event) => onProgress?.(event.loaded, event.total ?? event.loaded),
  });
  return ZTicketDetailResponse.parse(response.data).data;
}

/**
 * Creates a ticket with its configuration files in one request (multipart, field `files`).
 * The idempotency key makes a retried submit return the same ticket.
 */
export function createTicket(
  input: TTicketInput,
  files: readonly File[],
  options: { idempotencyKey: string; onProgress?: TProgress },
) {
  return postForm(
    '/api/care/create',
    filesForm(files, { [TICKET_FIELD]: JSON.stringify(input) }),
    options.onProgress,
    { [IDEMPOTENCY_HEADER]: options.idempotencyKey },
  );
}

export async function updateTicket(id: number, edit: TTicketEdit) {
  return ZTicketDetailResponse.parse((await apiClient.post(`/api/care/${id}/update`, edit)).data)
    .data;
}

export async function moveTicket(id: number, to: TTicketStatus, note = '') {
  const response = await apiClient.post(`/api/care/${id}/status`, { to, note });
  return ZTicketDetailResponse.parse(response.data).data;
}

export async function assignTicket(id: number, assigneeId: string | null) {
  const response = await apiClient.post(`/api/care/${id}/assign`, { assigneeId });
  return ZTicketDetailResponse.parse(response.data).data;
}

export function sendMessage(
  id: number,
  message: { body: string; internal: boolean; files: readonly File[] },
  onProgress?: TProgress,
) {
  return postForm(
    `/api/care/${id}/messages`,
    filesForm(message.files, { body: message.body, internal: String(message.internal) }),
    onProgress,
  );
}

export function addSourceFiles(id: number, files: readonly File[], onProgress?: TProgress) {
  return postForm(`/api/care/${id}/files`, filesForm(files), onProgress);
}

export function addDeliverables(id: number, files: readonly File[], onProgress?: TProgress) {
  return postForm(`/api/care/${id}/deliverables`, filesForm(files), onProgress);
}

export async function removeTicketFile(id: number, fileId: string) {
  const response = await apiClient.delete(`/api/care/${id}/files/${fileId}`);
  return ZTicketDetailResponse.parse(response.data).data;
}

/** Downloads a ticket file (the request carries the session) and saves it under its name. */
export async function downloadTicketFile(id: number, file: Pick<TTicketFile, 'id' | 'name'>) {
  const response = await apiClient.get<Blob>(`/api/care/${id}/files/${file.id}`, {
    responseType: 'blob',
    timeout: 0,
  });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function fetchSslVpn(id: number) {
  return ZSslVpnResponse.parse((await apiClient.get(`/api/care/${id}/sslvpn`)).data).data;
}

export async function saveSslVpn(id: number, settings: TSslVpnSettings) {
  return ZSslVpnResponse.parse((await apiClient.put(`/api/care/${id}/sslvpn`, settings)).data).data;
}

export async function fetchEngineers() {
  return ZEngineerListResponse.parse((await apiClient.get('/api/admin/engineers')).data).data;
}

/** spec §7 GET /api/summary/getOrderStatus */
export async function fetchOrderStatus() {
  const response = await apiClient.get('/api/summary/getOrderStatus');
  return z.object({ data: ZOrderStatus }).parse(response.data).data;
}

/** spec §7 GET /api/purchase/url */
export async function fetchPurchaseUrl() {
  return ZPurchaseUrlResponse.parse((await apiClient.get('/api/purchase/url')).data).data.url;
}

/**
 * spec §7 POST /api/device/getDevicePage, as the free-license page and the ticket form ask it:
 * every device of the account (spec §9: skip 0, limit 100000).
 */
export async function fetchCreatableDevices() {
  const response = await apiClient.post(
    '/api/device/getDevicePage',
    {},
    {
      headers: pagingHeaders({
        skip: CREATABLE_DEVICE_PAGE.skip,
        limit: CREATABLE_DEVICE_PAGE.limit,
        order: 'asc',
        sortBy: 'sn',
      }),
    },
  );
  return ZDevicePageResponse.parse(response.data).data.items;
}

/** The target model of a serial and the firmware versions the catalogue allows for it. */
export async function fetchModelBySerial(sn: string) {
  const response = await apiClient.get('/api/catalogue/modelBySerial', { params: { sn } });
  return z
    .object({ data: ZModelSummary.extend({ versions: z.array(ZFirmwareVersion) }) })
    .parse(response.data).data;
}

/**
 * What the head of a configuration file looks like: its format and, when recognised, its vendor
 * and the line that gave it away. Send at most SOURCE_DETECT_MAX_BYTES (256 KiB).
 */
export async function detectSource(head: Blob, signal?: AbortSignal) {
  const response = await apiClient.post('/api/source/detect', head, {
    headers: { 'Content-Type': 'application/octet-stream' },
    signal,
  });
  return ZSourceDetectResponse.parse(response.data).data;
}
