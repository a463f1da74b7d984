import { z } from 'zod';

export const ZHealthResponse = z
  .object({ status: z.literal('ok'), uptimeSeconds: z.number() })
  .meta({ id: 'HealthResponse' });

export const ZReadinessResponse = z
  .object({
    status: z.literal('ready'),
    database: z.object({
      driver: z.enum(['pglite', 'postgres']),
      latencyMs: z.number(),
    }),
    installationId: z.uuid(),
  })
  .meta({ id: 'ReadinessResponse' });

export type THealthResponse = z.infer<typeof ZHealthResponse>;
export type TReadinessResponse = z.infer<typeof ZReadinessResponse>;
