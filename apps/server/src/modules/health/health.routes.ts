import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZHealthResponse, ZReadinessResponse } from '@fwmig/contract';
import { checkReadiness } from './health.service.js';
import type { Database } from '../../db/database.js';

/** Liveness (the process answers) and readiness (the database answers too). */
export function healthRoutes(database: Database, installationId: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness: the process is up',
          response: { 200: ZHealthResponse },
        },
      },
      () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          tags: ['health'],
          summary: 'Readiness: the database answers; 503 when it does not',
          response: { 200: ZReadinessResponse, 503: ZErrorResponse },
        },
      },
      () => checkReadiness(database, installationId),
    );
  };
}
