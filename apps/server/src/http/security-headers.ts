import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer (issue 18 item 4). Scripts only from this origin,
 * never inline: the SPA's public config is a `type="application/json"` data block, which CSP
 * does not treat as script. Styles may be inline because emotion (MUI) injects style elements
 * and Swagger UI sets style attributes; a style cannot run code.
 */
export function contentSecurityPolicy(https: boolean): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Downloads and previews built in the browser are blob: URLs; icons may be data: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // On http (local use) upgrading would send the page's own requests to a port without TLS.
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/**
 * Security headers on every answer (API, SPA, SAML pages, errors) through @fastify/helmet:
 * the CSP above, X-Frame-Options DENY, nosniff, a referrer policy and, only when the public
 * URL is https, HSTS. The built-in IdP's pages replace the CSP with a stricter one of their own
 * (hashes of exactly their style and script).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  const https = new URL(options.publicUrl).protocol === 'https:';
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Same-origin only; the SAML pages post across origins through forms, which this allows.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
