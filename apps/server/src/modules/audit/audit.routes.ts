import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditListResponse, ZAuditQuery, ZErrorResponse, type TAuditEvent } from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { requireReadWriteAdmin } from '../identity/auth-hook.js';
import { listAudit } from './audit.service.js';

/** GET /api/admin/audit: the audit log, for read-write administrators only. */
export function auditRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/audit',
      {
        onRequest: requireReadWriteAdmin(database.db),
        schema: {
          tags: ['admin'],
          summary: 'The audit log, newest first (read-write administrators)',
          querystring: ZAuditQuery,
          response: { 200: ZAuditListResponse, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (request) => {
        const rows = await listAudit(database.db, request.query.limit);
        const data: TAuditEvent[] = rows.map((row) => ({
          ...row,
          at: row.at.toISOString(),
          detail: row.detail ?? null,
        }));
        return { data };
      },
    );
  };
}
