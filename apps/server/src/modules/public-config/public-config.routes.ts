import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicConfig, type TPublicConfig } from '@fwmig/contract';

/** GET /api/config: names and links the web app shows before sign-in (also in index.html). */
export function publicConfigRoutes(config: TPublicConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/config',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalogue'],
          summary: 'Service and provider names and the public links of the web app',
          response: { 200: ZPublicConfig },
        },
      },
      () => config,
    );
  };
}
