import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the routes' zod schemas, with its browsable UI at
 * /api/docs and the JSON at /api/docs/json.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  info: { title: string; version: string; publicUrl: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${info.title} API`,
        version: info.version,
        description:
          'The API of the firewall migration portal. Every error answers { code, message } with ' +
          'a stable code (see ErrorResponse).',
      },
      servers: [{ url: info.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
