import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZMailOutboxQuery, ZMailOutboxResponse } from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { pageOutbox } from './outbox.service.js';

/**
 * GET /api/admin/mail: the mail the portal sent or logged, for read-write administrators (it
 * holds live sign-up and password links while SMTP_URL is unset).
 */
export function outboxRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/mail',
      {
        config: { access: 'admin-rw' },
        schema: {
          tags: ['admin'],
          summary: 'Mail sent or logged by the portal, newest first (read-write administrators)',
          querystring: ZMailOutboxQuery,
          response: { 200: ZMailOutboxResponse, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (request) => pageOutbox(database.db, request.query),
    );
  };
}
