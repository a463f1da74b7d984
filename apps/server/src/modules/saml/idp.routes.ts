import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { idpMetadataXml } from './idp-descriptor.js';
import { codePage } from './idp-account-pages.js';
import { autoPostPage, loginPage, messagePage } from './idp-pages.js';
import { startPendingSignIn } from './idp-pending.js';
import { AuthnRequestRejected, verifyRedirectAuthnRequest } from './idp-request.js';
import { submitLoginForm, type IdpSignInDeps } from './idp-sign-in.service.js';
import { SAML_PATHS } from './saml-settings.js';
import { sendPage } from './send-page.js';

export type IdpDeps = IdpSignInDeps & { providerName: string };

/** Who the failed form named: the e-mail, or account/username of an IAM user (bounded). */
function attemptedIdentity(body: unknown): string {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 254) : '');
  const email = text(form.email);
  const iam = [text(form.account), text(form.username)].filter(Boolean).join('/');
  return email || iam || 'anonymous';
}

/** The built-in IdP: metadata, the SSO endpoint (HTTP-Redirect) and its login form. */
export function idpRoutes(deps: IdpDeps): FastifyPluginAsync {
  const { settings, builtIn, db } = deps;
  const { serviceName } = settings;
  const names = { serviceName, providerName: deps.providerName };
  const pageNames = { ...names, publicUrl: settings.publicUrl };

  return async (app) => {
    app.get(
      SAML_PATHS.idpMetadata,
      { schema: { tags: ['saml'], summary: 'Built-in IdP metadata' } },
      (_request, reply) =>
        reply
          .type('application/samlmetadata+xml; charset=utf-8')
          .send(idpMetadataXml({ ...builtIn, cert: builtIn.keys.cert })),
    );

    app.get(
      SAML_PATHS.idpSso,
      { schema: { tags: ['saml'], summary: 'Built-in IdP SSO (HTTP-Redirect binding)' } },
      async (request, reply) => {
        // The signature covers the query as sent, so it is read raw.
        const query = request.url.split('?')[1] ?? '';
        let pendingId: string;
        try {
          const verified = verifyRedirectAuthnRequest(query, {
            entityId: settings.sp.entityId,
            acsUrl: settings.sp.acsUrl,
            cert: settings.sp.keys.cert,
            ssoUrl: builtIn.ssoUrl,
          });
          pendingId = await startPendingSignIn(db, verified);
        } catch (error) {
          if (!(error instanceof AuthnRequestRejected)) throw error;
          throw new AppError(
            'BAD_REQUEST',
            `${error.message} Go back to the portal and sign in again.`,
            {
              internal: `AuthnRequest rejected: ${error.message}`,
            },
          );
        }
        return sendPage(reply, 200, loginPage({ ...names, pendingId }));
      },
    );

    app.post(
      SAML_PATHS.idpLogin,
      { schema: { tags: ['saml'], summary: 'Built-in IdP login form' } },
      async (request, reply) => {
        // issue 18 item 6: per client address, then (once the form names one) per user.
        const limits = app.signInLimits;
        const byIp = await limits.byIp(request, SAML_PATHS.idpLogin);
        if (!byIp.allowed) {
          const text = `Too many sign-in attempts from your network. Wait ${byIp.retryAfterSeconds} seconds and try again.`;
          const page = messagePage(serviceName, 'Too many attempts', text);
          return sendPage(reply, 429, page, byIp.retryAfterSeconds);
        }
        const outcome = await submitLoginForm(deps, request.body, {
          address: request.ip,
          rateLimit: async (user) => {
            const verdict = await limits.byAccount(request, SAML_PATHS.idpLogin, user);
            return verdict.allowed ? 0 : verdict.retryAfterSeconds;
          },
        });
        request.log.info({ outcome: outcome.kind }, 'idp login form');
        if (outcome.kind !== 'answer' && (outcome.status === 401 || outcome.status === 429)) {
          // Wrong credentials or throttled: a failed sign-in (issue 18 item 11).
          await recordAudit(db, {
            actor: attemptedIdentity(request.body),
            action: 'session.sign_in_failed',
            detail: { stage: 'idp', status: outcome.status },
            ...auditOrigin(request),
          });
        }
        switch (outcome.kind) {
          case 'answer':
            return sendPage(reply, 200, autoPostPage({ serviceName, ...outcome }));
          case 'ended':
            return sendPage(
              reply,
              outcome.status,
              messagePage(serviceName, outcome.heading, outcome.text),
            );
          case 'form': {
            const { status, retryAfterSeconds, ...form } = outcome;
            return sendPage(reply, status, loginPage({ ...names, ...form }), retryAfterSeconds);
          }
          case 'code': {
            // issue 20 item 3: the password was right; the second factor is due.
            const { status, ...form } = outcome;
            return sendPage(reply, status, codePage(pageNames, form));
          }
        }
      },
    );
  };
}
