import swagger from '@fastify/swagger';
import swaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { declareAccess } from './access-policy.js';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

// The portal's mark (the web app's favicon), so the docs do not wear the framework's logo.
const MARK = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" ' +
    'rx="14" fill="#1565c0"/><path d="M14 22h28l-7-7M50 42H22l7 7" fill="none" stroke="#fff" ' +
    'stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
);

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
  // The docs are public: declared in a scope of their own (the plugin's routes carry no config).
  await app.register(async (docs) => {
    declareAccess(docs, 'public');
    await docs.register(swaggerUi, docsOptions(info.title));
  });
}

function docsOptions(title: string): FastifySwaggerUiOptions {
  return {
    routePrefix: DOCS_PREFIX,
    logo: { type: 'image/svg+xml', content: MARK, href: '/', target: '_self' },
    theme: {
      title: `${title} API`,
      favicon: [
        {
          filename: 'favicon.svg',
          rel: 'icon',
          sizes: 'any',
          type: 'image/svg+xml',
          content: MARK,
        },
      ],
      css: [{ filename: 'theme.css', content: '.topbar-wrapper img { height: 40px; }' }],
    },
  };
}
