import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SOFTWARE_VERSION_PATH,
  ZErrorResponse,
  ZHealthResponse,
  ZReadinessResponse,
  ZSoftwareVersionResponse,
} from '@fwmig/contract';
import { softwareVersionInfo } from '../../version.js';
import { checkReadiness } from './health.service.js';
import type { Database } from '../../db/database.js';

/**
 * Liveness (the process answers), readiness (the database answers too) and the software
 * version info the footer shows (spec §3).
 */
export function healthRoutes(database: Database, installationId: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      {
        config: { access: 'public' },
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
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Readiness: the database answers; 503 when it does not',
          response: { 200: ZReadinessResponse, 503: ZErrorResponse },
        },
      },
      () => checkReadiness(database, installationId),
    );

    app.get(
      SOFTWARE_VERSION_PATH,
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Software version info (spec §3): sw_version and patch',
          response: { 200: ZSoftwareVersionResponse },
        },
      },
      () => ({ data: softwareVersionInfo() }),
    );
  };
}
