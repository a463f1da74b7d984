import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditListResponse, ZAuditQuery, ZErrorResponse, type TAuditEvent } from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { pageAudit } from './audit.service.js';

/**
 * GET /api/admin/audit: the audit log, newest first, paged and filtered, for read-write
 * administrators only: the access layer enforces `admin-rw`, so this module imports no other
 * module (every module records into it).
 */
export function auditRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/audit',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags: ['admin'],
          summary: 'The audit log, newest first (read-write administrators)',
          querystring: ZAuditQuery,
          response: { 200: ZAuditListResponse, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (request) => {
        const { rows, total } = await pageAudit(database.db, request.query);
        const data: TAuditEvent[] = rows.map((row) => ({
          ...row,
          at: row.at.toISOString(),
          detail: row.detail ?? null,
        }));
        return { data, total };
      },
    );
  };
}
