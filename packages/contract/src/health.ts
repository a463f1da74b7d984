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

/** GET /api/version: where the portal reads its software version info (spec §3). */
export const SOFTWARE_VERSION_PATH = '/api/version';

/**
 * spec §3 "Software version info": sw_version (the release, major.minor) and patch (the patch
 * level within that release), from the server's own version.
 */
export const ZSoftwareVersionInfo = z
  .object({ sw_version: z.string().min(1), patch: z.string() })
  .meta({ id: 'SoftwareVersionInfo' });
export const ZSoftwareVersionResponse = z
  .object({ data: ZSoftwareVersionInfo })
  .meta({ id: 'SoftwareVersionResponse' });
export type TSoftwareVersionInfo = z.infer<typeof ZSoftwareVersionInfo>;
