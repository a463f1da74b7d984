import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TARGET_OS_SEGMENT,
  ZAddModelRequest,
  ZAddVersionRequest,
  ZEditVersionRequest,
  ZErrorResponse,
  ZFirmwareVersion,
  ZInterfaceListHeaders,
  ZInterfaceListResponse,
  ZModelDetail,
  ZModelSeriesMap,
  ZModelSummary,
  ZUpdateModelRequest,
  ZVersion,
  ZVersionWithModels,
} from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { pagingHeaders } from '../../http/paging-headers.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { declareAccess } from '../../http/access-policy.js';
import { contextOf } from '../identity/auth-hook.js';
import {
  addModel,
  interfacePage,
  listModels,
  listSeries,
  modelDetail,
  updateModel,
} from './models.service.js';
import {
  addVersion,
  deleteVersion,
  editVersion,
  listVersions,
  listVersionsWithModels,
  modelsOfVersion,
  setVersionModels,
  versionsOfModel,
} from './versions.service.js';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const ok = z.object({ data: z.object({ ok: z.literal(true) }) });
const OS = `/api/${TARGET_OS_SEGMENT}/version`;
const tags = ['catalogue'];

/** The `model` header of spec §7's model calls. */
function modelHeader(headers: Record<string, unknown>): string {
  const value = headers.model;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new AppError('VALIDATION_FAILED', 'The model header is required.');
  }
  return value.trim();
}

/** Reading the catalogue is for staff of either level: customers get 403. */
async function refuseNonStaff(request: FastifyRequest): Promise<void> {
  if (!contextOf(request).login.staffLevel) {
    throw new AppError('FORBIDDEN', 'Only administrators may read the catalogue.');
  }
}

/**
 * The catalogue's reads (issue 19: the screens of read-only admins use listByModel and
 * getInterfaceList): any administrator, read-only or read-write.
 */
const STAFF_READ = {
  config: { access: 'portal' as const },
  preHandler: refuseNonStaff,
};

/**
 * spec §7: the catalogue of target models, firmware versions and interfaces, kept by read-write
 * administrators (spec §2) and read by any administrator; customers get 403 from every call.
 */
export function catalogueRoutes(database: Database): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    declareAccess(app, 'admin-rw');
    const audit = (
      request: Parameters<typeof contextOf>[0],
      action: string,
      target: string,
      detail?: Record<string, unknown>,
    ) =>
      recordAudit(db, {
        actor: contextOf(request).login.email,
        action,
        target,
        ...(detail ? { detail } : {}),
        ...auditOrigin(request),
      });

    app.get(
      '/api/model/version/list/version',
      {
        ...STAFF_READ,
        schema: {
          tags,
          summary: 'Firmware versions with the models each supports',
          response: { 200: z.object({ data: z.array(ZVersionWithModels) }), ...errors },
        },
      },
      async () => ({ data: await listVersionsWithModels(db) }),
    );
    app.get(
      `${OS}/listAll`,
      {
        ...STAFF_READ,
        schema: {
          tags,
          summary: 'Every firmware version, newest first',
          response: { 200: z.object({ data: z.array(ZFirmwareVersion) }), ...errors },
        },
      },
      async () => ({ data: await listVersions(db) }),
    );
    app.get(
      '/api/model/version/listByModel',
      {
        ...STAFF_READ,
        schema: {
          tags,
          summary: 'The versions a model supports (model header)',
          response: { 200: z.object({ data: z.array(ZFirmwareVersion) }), ...errors },
        },
      },
      async (request) => ({ data: await versionsOfModel(db, modelHeader(request.headers)) }),
    );
    app.get(
      '/api/model/version/getModelandSN',
      {
        ...STAFF_READ,
        schema: {
          tags,
          summary: 'Every model with its serial-number prefix and series',
          response: { 200: z.object({ data: z.array(ZModelSummary) }), ...errors },
        },
      },
      async () => ({ data: await listModels(db) }),
    );
    app.get(
      '/api/model/interface/getInterfaceList',
      {
        ...STAFF_READ,
        schema: {
          tags,
          summary:
            'Ports of one model (model header) or of all; skip, limit, order, sortBy headers',
          response: { 200: ZInterfaceListResponse, ...errors },
        },
      },
      async (request) => {
        const paging = pagingHeaders(ZInterfaceListHeaders, request.headers);
        return { data: await interfacePage(db, paging) };
      },
    );
    app.get(
      '/api/model/version/listByVersion/:version',
      {
        ...STAFF_READ,
        schema: {
          tags,
          summary: 'The models a version supports',
          params: z.object({ version: ZVersion }),
          response: { 200: z.object({ data: z.array(ZModelSummary) }), ...errors },
        },
      },
      async (request) => ({ data: await modelsOfVersion(db, request.params.version) }),
    );
    app.post(
      '/api/model/version/updateModelVersion/:version',
      {
        schema: {
          tags,
          summary: 'Set the models (model -> series) a version supports',
          params: z.object({ version: ZVersion }),
          body: ZModelSeriesMap,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await setVersionModels(db, request.params.version, request.body);
        await audit(request, 'catalogue.version.models', request.params.version, {
          models: Object.keys(request.body),
        });
        return { data: { ok: true as const } };
      },
    );
    app.post(
      `${OS}/add`,
      {
        schema: {
          tags,
          summary: 'Add a firmware version',
          body: ZAddVersionRequest,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await addVersion(db, request.body);
        await audit(request, 'catalogue.version.add', request.body.version);
        return { data: { ok: true as const } };
      },
    );
    app.delete(
      `${OS}/deleteByVersion/:version`,
      {
        schema: {
          tags,
          summary: 'Delete a firmware version no model supports',
          params: z.object({ version: ZVersion }),
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await deleteVersion(db, request.params.version);
        await audit(request, 'catalogue.version.delete', request.params.version);
        return { data: { ok: true as const } };
      },
    );
    app.post(
      `${OS}/edit`,
      {
        schema: {
          tags,
          summary: 'Rename or re-date a firmware version',
          body: ZEditVersionRequest,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await editVersion(db, request.body);
        await audit(request, 'catalogue.version.edit', request.body.oldVersion, {
          version: request.body.version,
        });
        return { data: { ok: true as const } };
      },
    );
    app.post(
      '/api/model/interface/add',
      {
        bodyLimit: 4 * 1024 * 1024,
        schema: {
          tags,
          summary: 'Add a model with its ports, or a copy of duplicateModel',
          body: ZAddModelRequest,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await addModel(db, request.body);
        await audit(
          request,
          'catalogue.model.add',
          request.body.model,
          request.body.duplicateModel ? { duplicateOf: request.body.duplicateModel } : undefined,
        );
        return { data: { ok: true as const } };
      },
    );
    app.post(
      '/api/model/interface/update',
      {
        bodyLimit: 4 * 1024 * 1024,
        schema: {
          tags,
          summary: 'Change a model and add, update and delete its ports in one go',
          body: ZUpdateModelRequest,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await updateModel(db, request.body);
        await audit(request, 'catalogue.model.update', request.body.model, {
          added: request.body.addInterfaceList.length,
          updated: request.body.updateInterfaceList.length,
          deleted: request.body.deleteInterfaceList.length,
        });
        return { data: { ok: true as const } };
      },
    );
    app.get(
      '/api/model/version/list/series',
      {
        ...STAFF_READ,
        schema: {
          tags,
          summary: 'The series in use',
          response: { 200: z.object({ data: z.array(z.string()) }), ...errors },
        },
      },
      async () => ({ data: await listSeries(db) }),
    );
    app.get(
      '/api/model/version/getModelByName',
      {
        ...STAFF_READ,
        schema: {
          tags,
          summary: 'A model with its ports and versions (model header)',
          response: { 200: z.object({ data: ZModelDetail }), ...errors },
        },
      },
      async (request) => ({ data: await modelDetail(db, modelHeader(request.headers)) }),
    );
  };
}
