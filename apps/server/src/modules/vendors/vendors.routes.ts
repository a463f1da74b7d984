import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VENDORS, ZVendorListResponse } from '@fwmig/contract';

/** GET /api/vendors: the vendor catalogue of spec §1, public (the landing page shows it). */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vendors',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'The vendor catalogue: every source vendor and the target platform’s own entry',
        response: { 200: ZVendorListResponse },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: [...VENDORS] };
    },
  );
};
