import type { FastifyReply } from 'fastify';
import type { HtmlPage } from './idp-pages.js';

/** Sends one of the SAML pages with its own CSP, never cached; Retry-After with a 429. */
export function sendPage(
  reply: FastifyReply,
  status: number,
  page: HtmlPage,
  retryAfterSeconds?: number,
): FastifyReply {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply
    .code(status)
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page.html);
}
