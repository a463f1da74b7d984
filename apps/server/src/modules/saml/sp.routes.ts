import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SAML } from '@node-saml/node-saml';
import type { AppDb } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import type { issueLoginId as issueLoginIdFn } from '../identity/login-ids.js';
import { refuseRateLimited } from '../../http/rate-limits.js';
import { completeSamlSignIn } from './acs.service.js';
import { autoPostPage, messagePage } from './idp-pages.js';
import { SAML_PATHS, type SamlSettings } from './saml-settings.js';
import { sendPage } from './send-page.js';
import {
  REPOST_FIELD,
  BINDING_COOKIE,
  bindingCookieOptions,
  boundRequestIds,
  needsSameSiteRepost,
  requestIdOfRedirect,
  withRequestId,
} from './sign-in-binding.js';

export interface SpDeps {
  settings: SamlSettings;
  sp: SAML;
  db: AppDb;
  issueLoginId: typeof issueLoginIdFn;
  /** issue 18 item 5: accept answers the IdP sent unasked (SAML_ALLOW_IDP_INITIATED). */
  allowIdpInitiated: boolean;
}

/** A browser navigating (the IdP's form post) reads a page; API clients keep the JSON error. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** issue 18 item 6: the SP's sign-in steps count against the per-address limit. */
const limitByIp = (scope: string) => async (request: FastifyRequest, reply: FastifyReply) => {
  const verdict = await request.server.signInLimits.byIp(request, scope);
  if (!verdict.allowed) refuseRateLimited(reply, verdict.retryAfterSeconds);
};

/** The SP: starts a sign-in at the trusted IdP, receives its answer, publishes its metadata. */
export function spRoutes(deps: SpDeps): FastifyPluginAsync {
  const { settings, sp, db } = deps;
  const acs = {
    db,
    sp,
    acsUrl: settings.sp.acsUrl,
    idpEntityId: settings.trustedIdp.entityId,
    issueLoginId: deps.issueLoginId,
    allowIdpInitiated: deps.allowIdpInitiated,
  };
  const https = new URL(settings.publicUrl).protocol === 'https:';
  const cookieName = BINDING_COOKIE;

  return async (app) => {
    app.get(
      SAML_PATHS.spAuthenticate,
      {
        schema: { tags: ['saml'], summary: 'Start a sign-in: a signed AuthnRequest to the IdP' },
        onRequest: limitByIp(SAML_PATHS.spAuthenticate),
      },
      async (request, reply) => {
        // node-saml stores the request id (databaseRequestCache) before it returns the URL.
        const url = await sp.getAuthorizeUrlAsync('', undefined, {});
        // Only this browser may post the answer to this request (issue 18 item 5).
        const bound = withRequestId(request.cookies[cookieName], requestIdOfRedirect(url));
        return reply
          .setCookie(cookieName, bound, bindingCookieOptions(https))
          .header('cache-control', 'no-store')
          .redirect(url, 302);
      },
    );

    app.post(
      SAML_PATHS.spAcs,
      {
        schema: { tags: ['saml'], summary: 'Assertion consumer service (HTTP-POST)' },
        onRequest: limitByIp(SAML_PATHS.spAcs),
      },
      async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const cookie = request.cookies[cookieName];
        const site = request.headers['sec-fetch-site'];
        const fetchSite = typeof site === 'string' ? site : undefined;
        if (needsSameSiteRepost({ cookie, fetchSite, body })) {
          // A Lax cookie stays behind on a cross-site POST: post the answer again from here.
          const page = autoPostPage({
            serviceName: settings.serviceName,
            acsUrl: settings.sp.acsUrl,
            samlResponse: typeof body.SAMLResponse === 'string' ? body.SAMLResponse : '',
            relayState: typeof body.RelayState === 'string' ? body.RelayState : null,
            extraFields: { [REPOST_FIELD]: '1' },
          });
          return sendPage(reply, 200, page);
        }
        const browser = { requestIds: boundRequestIds(cookie) };
        const signedIn = await completeSamlSignIn(acs, body.SAMLResponse, browser)
          .catch(async (error: unknown) => {
            // A refused SAML answer is a failed sign-in (issue 18 item 11).
            await recordAudit(db, {
              actor: 'anonymous',
              action: 'session.sign_in_failed',
              detail: {
                stage: 'saml',
                reason: error instanceof AppError ? (error.internal ?? error.message) : 'error',
              },
              ...auditOrigin(request),
            });
            throw error;
          })
          .catch((error: unknown) => {
            if (!(error instanceof AppError) || !wantsPage(request)) throw error;
            const page = messagePage(settings.serviceName, 'Sign-in refused', error.message);
            return sendPage(reply, error.status, page);
          });
        // Refused with a page (a browser); the request id needs no removal from the cookie,
        // the database made it single-use.
        if (!('loginId' in signedIn)) return signedIn;
        const target = `${settings.publicUrl}/?loginId=${encodeURIComponent(signedIn.loginId)}`;
        // Signed in: the binding has served (spec §4, S4-6: no cookie left but the session's).
        return reply
          .clearCookie(cookieName, { path: '/' })
          .header('cache-control', 'no-store')
          .redirect(target, 302);
      },
    );

    app.get(
      SAML_PATHS.spMetadata,
      { schema: { tags: ['saml'], summary: 'SP metadata' } },
      (_request, reply) =>
        reply
          .type('application/samlmetadata+xml; charset=utf-8')
          .send(sp.generateServiceProviderMetadata(null, settings.sp.keys.cert)),
    );
  };
}
