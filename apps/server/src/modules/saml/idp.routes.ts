import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { idpMetadataXml } from './idp-descriptor.js';
import { autoPostPage, loginPage, messagePage, type HtmlPage } from './idp-pages.js';
import { startPendingSignIn } from './idp-pending.js';
import { AuthnRequestRejected, verifyRedirectAuthnRequest } from './idp-request.js';
import { submitLoginForm, type IdpSignInDeps } from './idp-sign-in.service.js';
import { SAML_PATHS } from './saml-settings.js';

export type IdpDeps = IdpSignInDeps & { providerName: string };

function sendPage(reply: FastifyReply, status: number, page: HtmlPage): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

/** The built-in IdP: metadata, the SSO endpoint (HTTP-Redirect) and its login form. */
export function idpRoutes(deps: IdpDeps): FastifyPluginAsync {
  const { settings, builtIn, db } = deps;
  const { serviceName } = settings;
  const names = { serviceName, providerName: deps.providerName };

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
        const outcome = await submitLoginForm(deps, request.body);
        request.log.info({ outcome: outcome.kind }, 'idp login form');
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
            const { status, ...form } = outcome;
            return sendPage(reply, status, loginPage({ ...names, ...form }));
          }
        }
      },
    );
  };
}
