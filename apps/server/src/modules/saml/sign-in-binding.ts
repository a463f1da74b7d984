import { inflateRawSync } from 'node:zlib';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { SAML_REQUEST_TTL_MS } from './request-cache.js';

/**
 * issue 18 item 5 (no login CSRF): the SP remembers, in an HttpOnly cookie of the browser that
 * started a sign-in, the ids of the AuthnRequests it sent from there; the ACS accepts an answer
 * only when its InResponseTo is one of them. An attacker's own answer (to a request started in
 * the attacker's browser) posted from another site therefore signs nobody in.
 *
 * The name keeps the portal's cookie prefix (spec §4, S4-6: every cookie the portal sets is
 * `casb_*`, so no `__Host-` prefix); it is host-only (no Domain), path /, HttpOnly. On https it
 * is SameSite=None; Secure, so the IdP's cross-site POST back carries it. On http browsers
 * refuse SameSite=None without Secure; the cookie is Lax there, which a cross-site POST does not
 * carry: the ACS then answers once with a page that posts the same answer again from this origin
 * (see `needsSameSiteRepost`). A completed sign-in clears it.
 */
export const BINDING_COOKIE = 'casb_saml_binding';

/** Sign-ins started in one browser at once (tabs) whose answers are still accepted. */
export const MAX_BOUND_REQUESTS = 5;

/** The form field that marks the ACS's own same-origin re-post. */
export const REPOST_FIELD = 'fwmig_repost';

const REQUEST_ID = /^[A-Za-z_][\w.-]{0,127}$/;

export function bindingCookieOptions(https: boolean, maxAgeMs = SAML_REQUEST_TTL_MS) {
  return {
    path: '/',
    httpOnly: true,
    secure: https,
    sameSite: https ? 'none' : 'lax',
    maxAge: Math.floor(maxAgeMs / 1000),
  } satisfies CookieSerializeOptions;
}

/** The request ids the cookie holds (well-formed ones only). */
export function boundRequestIds(cookie: string | undefined): string[] {
  if (!cookie) return [];
  return cookie.split(',').filter((id) => REQUEST_ID.test(id));
}

/** The cookie value with `id` added (the oldest dropped past MAX_BOUND_REQUESTS). */
export function withRequestId(cookie: string | undefined, id: string): string {
  const ids = boundRequestIds(cookie).filter((known) => known !== id);
  return [...ids, id].slice(-MAX_BOUND_REQUESTS).join(',');
}

/** The ID of the AuthnRequest an HTTP-Redirect URL carries (deflated, base64). */
export function requestIdOfRedirect(url: string): string {
  const encoded = new URL(url).searchParams.get('SAMLRequest') ?? '';
  return requestIdOfXml(inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8'));
}

/**
 * Whether the ACS should answer with its same-origin re-post page: the browser sent no binding
 * cookie on a cross-site POST (a Lax cookie stays behind there) and this is not the re-post.
 */
export function needsSameSiteRepost(input: {
  cookie: string | undefined;
  fetchSite: string | undefined;
  body: Record<string, unknown>;
}): boolean {
  return (
    boundRequestIds(input.cookie).length === 0 &&
    input.fetchSite === 'cross-site' &&
    input.body[REPOST_FIELD] === undefined
  );
}

/** The ID of an AuthnRequest's XML (the HTTP-POST binding carries it undeflated). */
export function requestIdOfXml(xml: string): string {
  const id = /<(?:\w+:)?AuthnRequest\b[^>]*\sID="([^"]+)"/.exec(xml)?.[1];
  if (!id || !REQUEST_ID.test(id)) throw new Error('the AuthnRequest has no usable ID');
  return id;
}
