import { inflateRawSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import type { issueLoginId as issueLoginIdFn } from '../identity/login-ids.js';
import { refuseRateLimited } from '../../http/rate-limits.js';
import { completeSamlSignIn, type AcsDeps } from './acs.service.js';
import type { IdpConnection } from './idp-connection.js';
import type { IdpTrust } from './idp-metadata.js';
import { autoPostPage } from './idp-pages.js';
import {
  IDP_SESSION_COOKIE,
  findIdpSession,
  forgetIdpSession,
  forgetIdpSessionsOf,
  idpSessionCookieOptions,
} from './idp-sessions.js';
import { SAML_PATHS, type SamlSettings } from './saml-settings.js';
import { sendPage } from './send-page.js';
import { createServiceProvider } from './service-provider.js';
import {
  REPOST_FIELD,
  BINDING_COOKIE,
  bindingCookieOptions,
  boundRequestIds,
  needsSameSiteRepost,
  requestIdOfRedirect,
  requestIdOfXml,
  withRequestId,
} from './sign-in-binding.js';
import { SignInRefusal } from './sign-in-refusal.js';
import {
  idpSessionOpenPage,
  logoutUnconfirmedPage,
  refusalPage,
  requestPostPage,
  unavailablePage,
  type TPageLinks,
} from './sp-pages.js';
import { parseSamlXml } from './xml.js';

export interface SpDeps {
  settings: SamlSettings;
  idp: IdpConnection;
  db: AppDb;
  providerName: string;
  issueLoginId: typeof issueLoginIdFn;
  /** issue 18 item 5: accept answers the IdP sent unasked (SAML_ALLOW_IDP_INITIATED). */
  allowIdpInitiated: boolean;
  /** How often the unavailable page tries again (seconds). */
  retrySeconds: number;
}

/** A browser navigating (the IdP's form post) reads a page; API clients keep the JSON error. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** issue 18 item 6: the SP's sign-in steps count against the per-address limit. */
const limitByIp = (scope: string) => async (request: FastifyRequest, reply: FastifyReply) => {
  const verdict = await request.server.signInLimits.byIp(request, scope);
  if (!verdict.allowed) refuseRateLimited(reply, verdict.retryAfterSeconds);
};

/**
 * The SP: starts a sign-in at the trusted IdP (by the binding its metadata offers), receives
 * its answer, publishes its metadata, and ends the IdP session on logout (single logout when
 * the IdP offers it). Every refusal a browser meets is a page with the way forward.
 */
export function spRoutes(deps: SpDeps): FastifyPluginAsync {
  const { settings, db, idp } = deps;
  const external = settings.builtInIdp === undefined;
  const acs: AcsDeps = {
    db,
    settings,
    idp,
    issueLoginId: deps.issueLoginId,
    allowIdpInitiated: deps.allowIdpInitiated,
    keepIdpSessions: external,
  };
  const https = new URL(settings.publicUrl).protocol === 'https:';
  const home = `${settings.publicUrl}/`;
  const links = (trust: IdpTrust | undefined, idpSession: boolean): TPageLinks => ({
    serviceName: settings.serviceName,
    providerName: deps.providerName,
    home,
    signIn: SAML_PATHS.spAuthenticate,
    signInAsOther: `${SAML_PATHS.spAuthenticate}?switch=1`,
    signOutAtIdp: external && idpSession && trust?.sloUrl ? SAML_PATHS.spLogout : undefined,
  });
  const spFor = (trust: IdpTrust, forceAuthn = false) =>
    createServiceProvider(settings, trust, db, {
      allowIdpInitiated: deps.allowIdpInitiated,
      forceAuthn,
    });
  // Metadata needs no IdP: node-saml wants a certificate, the SP's own stands in.
  const metadataSp = createServiceProvider(
    settings,
    {
      entityId: '',
      ssoUrl: settings.sp.acsUrl,
      ssoBinding: 'HTTP-Redirect',
      certs: [settings.sp.keys.cert],
    },
    db,
  );

  return async (app) => {
    app.get(
      SAML_PATHS.spAuthenticate,
      {
        schema: {
          tags: ['saml'],
          summary: 'Start a sign-in: a signed AuthnRequest to the IdP (switch=1: ask again)',
        },
        onRequest: limitByIp(SAML_PATHS.spAuthenticate),
      },
      async (request, reply) => {
        const trust = await idp.ensure();
        if (!trust) {
          reply.header('retry-after', String(deps.retrySeconds));
          return sendPage(reply, 503, unavailablePage(links(undefined, false), deps.retrySeconds));
        }
        const query = request.query as Record<string, unknown>;
        const sp = spFor(trust, query.switch === '1');
        const cookie = request.cookies[BINDING_COOKIE];
        reply.header('cache-control', 'no-store');
        if (trust.ssoBinding === 'HTTP-POST') {
          // node-saml stores the request id (databaseRequestCache) before it returns the message.
          const message = await sp.getAuthorizeMessageAsync('', undefined, {});
          const xml = inflateRawSync(Buffer.from(String(message.SAMLRequest), 'base64'));
          const bound = withRequestId(cookie, requestIdOfXml(xml.toString('utf8')));
          reply.setCookie(BINDING_COOKIE, bound, bindingCookieOptions(https));
          const page = requestPostPage({
            serviceName: settings.serviceName,
            ssoUrl: trust.ssoUrl,
            samlRequest: xml.toString('base64'),
            relayState: undefined,
          });
          return sendPage(reply, 200, page);
        }
        const url = await sp.getAuthorizeUrlAsync('', undefined, {});
        // Only this browser may post the answer to this request (issue 18 item 5).
        const bound = withRequestId(cookie, requestIdOfRedirect(url));
        return reply
          .setCookie(BINDING_COOKIE, bound, bindingCookieOptions(https))
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
        const cookie = request.cookies[BINDING_COOKIE];
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
        const browser = { requestIds: boundRequestIds(cookie), origin: auditOrigin(request) };
        const keepIdpSession = (value: string | undefined) => {
          if (value) reply.setCookie(IDP_SESSION_COOKIE, value, idpSessionCookieOptions(https));
        };
        try {
          const signedIn = await completeSamlSignIn(acs, body.SAMLResponse, browser);
          keepIdpSession(signedIn.idpSession);
          const target = `${settings.publicUrl}/?loginId=${encodeURIComponent(signedIn.loginId)}`;
          // Signed in: the binding has served (spec §4, S4-6: no cookie left but the session's).
          return reply
            .clearCookie(BINDING_COOKIE, { path: '/' })
            .header('cache-control', 'no-store')
            .redirect(target, 302);
        } catch (error) {
          // A refused SAML answer is a failed sign-in (issue 18 item 11).
          await recordAudit(db, {
            actor: 'anonymous',
            action: 'session.sign_in_failed',
            detail: {
              stage: 'saml',
              reason: error instanceof AppError ? (error.internal ?? error.message) : 'error',
              ...(error instanceof SignInRefusal && error.email ? { email: error.email } : {}),
            },
            ...auditOrigin(request),
          });
          if (!(error instanceof SignInRefusal) || !wantsPage(request)) throw error;
          keepIdpSession(error.idpSession);
          // The request id needs no removal from the cookie: the database made it single-use.
          const page = refusalPage(error, links(idp.current(), error.idpSession !== undefined));
          return sendPage(reply, error.status, page);
        }
      },
    );

    app.get(
      SAML_PATHS.spMetadata,
      { schema: { tags: ['saml'], summary: 'SP metadata' } },
      (_request, reply) =>
        reply
          .type('application/samlmetadata+xml; charset=utf-8')
          .send(metadataSp.generateServiceProviderMetadata(null, settings.sp.keys.cert)),
    );

    app.get(
      SAML_PATHS.spLogout,
      {
        schema: {
          tags: ['saml'],
          summary: 'After the portal logout: single logout at the IdP, or say its session is open',
        },
      },
      async (request, reply) => {
        const cookie = request.cookies[IDP_SESSION_COOKIE];
        const session = await findIdpSession(db, cookie);
        await forgetIdpSession(db, cookie);
        reply
          .clearCookie(IDP_SESSION_COOKIE, { path: '/saml2' })
          .header('cache-control', 'no-store');
        const trust = idp.current();
        // Nothing to end at the IdP: back where the portal's logout started (same origin only).
        const back = (request.query as Record<string, unknown>).return;
        const local = typeof back === 'string' && /^\/(?![/\\])[^\\]*$/.test(back) ? back : '/';
        if (!external || !session) return reply.redirect(`${settings.publicUrl}${local}`, 302);
        if (!trust?.sloUrl) {
          return sendPage(reply, 200, idpSessionOpenPage(links(trust, false), session.email));
        }
        const url = await spFor(trust).getLogoutUrlAsync(
          {
            issuer: trust.entityId,
            nameID: session.nameId,
            nameIDFormat: session.nameIdFormat ?? '',
            sessionIndex: session.sessionIndex ?? undefined,
          },
          '',
          {},
        );
        return reply.redirect(url, 302);
      },
    );

    app.get(
      SAML_PATHS.spSlo,
      { schema: { tags: ['saml'], summary: 'Single logout service (HTTP-Redirect)' } },
      async (request, reply) => {
        const query = request.query as Record<string, string>;
        const trust = idp.current();
        const rawQuery = request.url.slice(request.url.indexOf('?') + 1);
        const message = query.SAMLResponse ?? query.SAMLRequest;
        reply.header('cache-control', 'no-store');
        // node-saml takes an unsigned redirect message as valid: only signed ones are read here.
        if (!trust || typeof message !== 'string' || typeof query.Signature !== 'string') {
          return sendPage(reply, 400, logoutUnconfirmedPage(links(trust, false)));
        }
        try {
          // No DOCTYPE, no entities, bounded size: the same rules as every SAML message here.
          parseSamlXml(inflateRawSync(Buffer.from(message, 'base64')).toString('utf8'));
          const sp = spFor(trust);
          const result = await sp.validateRedirectAsync(query, rawQuery);
          if (query.SAMLRequest && result.profile) {
            // The IdP ends the session (another SP's logout): forget it, confirm it. The portal's
            // own tokens are not tied to IdP sessions; they end at their expiry or logout.
            await forgetIdpSessionsOf(db, result.profile.nameID);
            const url = await sp.getLogoutResponseUrlAsync(
              result.profile,
              query.RelayState ?? '',
              {},
              true,
            );
            return reply.redirect(url, 302);
          }
          return reply.redirect(home, 302);
        } catch (error) {
          request.log.warn(
            { reason: error instanceof Error ? error.message : String(error) },
            'SAML logout message refused',
          );
          return sendPage(reply, 400, logoutUnconfirmedPage(links(trust, false)));
        }
      },
    );
  };
}
