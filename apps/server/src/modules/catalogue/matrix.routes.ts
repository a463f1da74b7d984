import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TARGET_OS_SEGMENT, ZErrorResponse, ZMatrixResult } from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { declareAccess } from '../../http/access-policy.js';
import { contextOf } from '../identity/auth-hook.js';
import { matrixTemplate, readMatrixRows } from './matrix-file.js';
import { applyMatrix, matrixRows } from './matrix.service.js';

/** A matrix file is a small sheet; anything bigger is refused before it is read. */
export const MATRIX_MAX_BYTES = 5 * 1024 * 1024;

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
};

/**
 * spec §7 POST /api/attachment/upload/{os}/updateMatrix/attachment (multipart, field `files`):
 * a CSV or XLSX file that sets models, series and supported versions in bulk; and its template.
 */
export function matrixRoutes(database: Database): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MATRIX_MAX_BYTES, files: 1, fields: 5 } });
    declareAccess(app, 'admin-rw');

    app.post(
      `/api/attachment/upload/${TARGET_OS_SEGMENT}/updateMatrix/attachment`,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Upload a model-version matrix (CSV or XLSX, field files); all rows or none',
          consumes: ['multipart/form-data'],
          response: { 200: z.object({ data: ZMatrixResult }), ...errors },
        },
      },
      async (request) => {
        if (!request.isMultipart()) {
          throw new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            'Send the matrix file as multipart/form-data in the field "files".',
          );
        }
        const file = await request.file();
        if (!file || file.fieldname !== 'files') {
          throw new AppError('VALIDATION_FAILED', 'Attach the matrix file in the field "files".');
        }
        const bytes = await file.toBuffer().catch((error: unknown) => {
          if (
            error instanceof Error &&
            'code' in error &&
            error.code === 'FST_REQ_FILE_TOO_LARGE'
          ) {
            throw new AppError(
              'PAYLOAD_TOO_LARGE',
              `${file.filename} is larger than 5 MB; a matrix file is a small sheet.`,
            );
          }
          throw error;
        });
        if (file.file.truncated) {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `${file.filename} is larger than 5 MB; a matrix file is a small sheet.`,
          );
        }
        const result = await applyMatrix(db, await readMatrixRows(file.filename, bytes));
        if (result.applied) {
          await recordAudit(db, {
            actor: contextOf(request).login.email,
            action: 'catalogue.matrix.upload',
            ...auditOrigin(request),
            target: file.filename,
            detail: {
              added: result.added.length,
              changed: result.changed.length,
              unchanged: result.unchanged.length,
            },
          });
        }
        return { data: result };
      },
    );

    app.get(
      `/api/attachment/download/${TARGET_OS_SEGMENT}/updateMatrix/template`,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'The matrix template (the catalogue as it is) as CSV or XLSX',
          querystring: z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') }),
        },
      },
      async (request, reply) => {
        const format = request.query.format;
        const body = await matrixTemplate(format, await matrixRows(db));
        return reply
          .header(
            'content-type',
            format === 'csv'
              ? 'text/csv; charset=utf-8'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header('content-disposition', `attachment; filename="model-version-matrix.${format}"`)
          .send(body);
      },
    );
  };
}
