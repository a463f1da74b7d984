import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZFirmwareVersion, ZModelSummary } from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { modelForSerial } from './device-lookup.service.js';

/**
 * GET /api/catalogue/modelBySerial?sn=: what the ticket forms ask the catalogue (any signed-in
 * user): the model a serial number belongs to and the firmware versions offered for it.
 */
export function deviceLookupRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/catalogue/modelBySerial',
      {
        config: { access: 'portal' },
        schema: {
          tags: ['catalogue'],
          summary: "A serial number's target model and the firmware versions the matrix allows",
          querystring: z.object({
            sn: z
              .string()
              .trim()
              .regex(/^[A-Za-z0-9]{4,32}$/, {
                message: 'must be a serial number (letters and digits)',
              }),
          }),
          response: {
            200: z.object({ data: ZModelSummary.extend({ versions: z.array(ZFirmwareVersion) }) }),
            400: ZErrorResponse,
            401: ZErrorResponse,
            404: ZErrorResponse,
          },
        },
      },
      async (request) => {
        const found = await modelForSerial(database.db, request.query.sn);
        if (!found) {
          throw new AppError(
            'UNKNOWN_SERIAL',
            `No target model in the catalogue matches the serial number ${request.query.sn}.`,
          );
        }
        return { data: found };
      },
    );
  };
}
