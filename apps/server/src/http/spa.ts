import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_CONFIG_ELEMENT_ID, type TPublicConfig } from '@fwmig/contract';
import { declareAccess } from './access-policy.js';
import { sendRouteNotFound } from './error-handler.js';
import { AppError } from '../errors/app-error.js';

// Paths the SPA never owns: an unknown one there is an API 404, not the web app.
const API_PREFIXES = ['/api/', '/client/', '/saml2/', '/idp/', '/healthz', '/readyz'];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** index.html with the public config filled in and the service name as its title. */
export function renderIndexHtml(template: string, config: TPublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = new RegExp(`(<script[^>]*id="${PUBLIC_CONFIG_ELEMENT_ID}"[^>]*>)\\s*(</script>)`);
  if (!block.test(template)) {
    throw new Error(`index.html has no <script id="${PUBLIC_CONFIG_ELEMENT_ID}"> block to fill`);
  }
  return template
    .replace(block, (_match, open: string, close: string) => `${open}${json}${close}`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.serviceName)}</title>`);
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (
    API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))
  ) {
    return false;
  }
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return false; // a missing file, not a page
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app: hashed assets with a long cache, every page path with index.html
 * (history fallback), everything else unknown with the API's 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: { webDistDir: string; publicConfig: TPublicConfig },
): Promise<void> {
  let indexHtml: string | null = null;
  try {
    const template = await readFile(join(options.webDistDir, 'index.html'), 'utf8');
    indexHtml = renderIndexHtml(template, options.publicConfig);
  } catch (error) {
    app.log.warn(
      { err: error, webDistDir: options.webDistDir },
      'web app not built; pages answer 503',
    );
  }

  const sendIndex = (reply: FastifyReply) => {
    if (indexHtml === null) {
      throw new AppError(
        'NOT_READY',
        'The web app has not been built. Run `npm run build` (or `npm start`, which builds it).',
      );
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  };

  if (indexHtml !== null) {
    // The web app's files are public: declared in a scope of their own (the plugin's routes
    // carry no config of their own).
    await app.register(async (files) => {
      declareAccess(files, 'public');
      await files.register(fastifyStatic, staticOptions(options.webDistDir));
    });
  }
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    sendIndex(reply),
  );
  app.setNotFoundHandler((request, reply) =>
    isPageNavigation(request) ? sendIndex(reply) : sendRouteNotFound(request, reply),
  );
}

function staticOptions(webDistDir: string): FastifyStaticOptions {
  return {
    root: webDistDir,
    index: false,
    // index.html is only ever sent with its config filled in.
    allowedPath: (path) => path !== '/index.html',
    setHeaders: (res, path) => {
      const hashed = path.includes('/assets/');
      res.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  };
}
