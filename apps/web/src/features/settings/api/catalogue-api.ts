import {
  TARGET_OS_SEGMENT,
  ZFirmwareVersion,
  ZInterfaceListResponse,
  ZMatrixResult,
  ZModelDetail,
  ZModelSummary,
  ZVersionWithModels,
  type TFirmwareVersion,
  type TInterfaceInput,
} from '@fwmig/contract';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Query keys of the catalogue (spec §9: the model-version list is never fresh: stale time 0). */
export const CATALOGUE_KEYS = {
  all: ['catalogue'] as const,
  models: ['catalogue', 'models'] as const,
  model: (model: string) => ['catalogue', 'model', model] as const,
  modelVersions: (model: string) => ['catalogue', 'modelVersions', model] as const,
  versions: ['catalogue', 'versions'] as const,
  versionModels: (version: string) => ['catalogue', 'versionModels', version] as const,
  series: ['catalogue', 'series'] as const,
  interfaces: (model: string | undefined, paging: object) =>
    ['catalogue', 'interfaces', model ?? '', paging] as const,
};

const OS = `/api/${TARGET_OS_SEGMENT}/version`;

function data<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const envelope = z.object({ data: z.unknown() }).parse(body);
  return schema.parse(envelope.data);
}

/** spec §7 GET /api/model/version/getModelandSN */
export async function fetchModels() {
  return data(
    z.array(ZModelSummary),
    (await apiClient.get('/api/model/version/getModelandSN')).data,
  );
}

/** spec §7 GET /api/model/version/getModelByName (model header) */
export async function fetchModel(model: string) {
  const response = await apiClient.get('/api/model/version/getModelByName', { headers: { model } });
  return data(ZModelDetail, response.data);
}

/** spec §7 GET /api/model/version/list/version: versions with their models. */
export async function fetchVersions() {
  return data(
    z.array(ZVersionWithModels),
    (await apiClient.get('/api/model/version/list/version')).data,
  );
}

/** spec §7 GET /api/{os}/version/listAll */
export async function fetchAllVersions() {
  return data(z.array(ZFirmwareVersion), (await apiClient.get(`${OS}/listAll`)).data);
}

/** spec §7 GET /api/model/version/listByVersion/{version} */
export async function fetchVersionModels(version: string) {
  const response = await apiClient.get(
    `/api/model/version/listByVersion/${encodeURIComponent(version)}`,
  );
  return data(z.array(ZModelSummary), response.data);
}

/** spec §7 GET /api/model/version/listByModel (model header) */
export async function fetchModelVersions(model: string) {
  const response = await apiClient.get('/api/model/version/listByModel', { headers: { model } });
  return data(z.array(ZFirmwareVersion), response.data);
}

/** spec §7 GET /api/model/version/list/series */
export async function fetchSeries() {
  return data(z.array(z.string()), (await apiClient.get('/api/model/version/list/series')).data);
}

/** spec §7 GET /api/model/interface/getInterfaceList with model, skip, limit, order, sortBy headers. */
export async function fetchInterfaces(paging: {
  model?: string;
  skip: number;
  limit: number;
  order: 'asc' | 'desc';
  sortBy: 'name' | 'type' | 'speed' | 'position' | 'model';
}) {
  const headers: Record<string, string> = {
    skip: String(paging.skip),
    limit: String(paging.limit),
    order: paging.order,
    sortBy: paging.sortBy,
  };
  if (paging.model) headers.model = paging.model;
  const response = await apiClient.get('/api/model/interface/getInterfaceList', { headers });
  return ZInterfaceListResponse.parse(response.data).data;
}

export async function addVersion(input: TFirmwareVersion) {
  await apiClient.post(`${OS}/add`, input);
}

export async function editVersion(input: TFirmwareVersion & { oldVersion: string }) {
  await apiClient.post(`${OS}/edit`, input);
}

export async function deleteVersion(version: string) {
  await apiClient.delete(`${OS}/deleteByVersion/${encodeURIComponent(version)}`);
}

/** spec §7 updateModelVersion: model -> series of every model the version supports. */
export async function setVersionModels(version: string, modelSeries: Record<string, string>) {
  await apiClient.post(
    `/api/model/version/updateModelVersion/${encodeURIComponent(version)}`,
    modelSeries,
  );
}

export async function addModel(input: {
  model: string;
  snPrefix: string;
  series: string;
  interfaceList: TInterfaceInput[];
  duplicateModel?: string | null;
}) {
  await apiClient.post('/api/model/interface/add', input);
}

export async function updateModel(input: {
  model: string;
  snPrefix: string;
  series: string;
  addInterfaceList: TInterfaceInput[];
  updateInterfaceList: (TInterfaceInput & { id: string })[];
  deleteInterfaceList: string[];
}) {
  await apiClient.post('/api/model/interface/update', input);
}

/** spec §7 POST /api/attachment/upload/{os}/updateMatrix/attachment, field `files`. */
export async function uploadMatrix(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('files', file);
  const response = await apiClient.post(
    `/api/attachment/upload/${TARGET_OS_SEGMENT}/updateMatrix/attachment`,
    form,
    {
      // An upload may take longer than the client's timeout for ordinary calls.
      timeout: 0,
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(event.loaded / event.total);
      },
    },
  );
  return data(ZMatrixResult, response.data);
}

/** The template download's address. */
export const MATRIX_TEMPLATE_PATH = `/api/attachment/download/${TARGET_OS_SEGMENT}/updateMatrix/template`;

/** Downloads the template through the API client (it carries the Authorization header). */
export async function downloadMatrixTemplate(format: 'csv' | 'xlsx'): Promise<Blob> {
  const response = await apiClient.get<Blob>(MATRIX_TEMPLATE_PATH, {
    params: { format },
    responseType: 'blob',
  });
  return response.data;
}
