import type { FastifyPluginAsync } from 'fastify';
import type { SAML } from '@node-saml/node-saml';
import type { AppDb } from '../../db/database.js';
import type { issueLoginId as issueLoginIdFn } from '../identity/login-ids.js';
import { completeSamlSignIn } from './acs.service.js';
import { SAML_PATHS, type SamlSettings } from './saml-settings.js';

export interface SpDeps {
  settings: SamlSettings;
  sp: SAML;
  db: AppDb;
  issueLoginId: typeof issueLoginIdFn;
}

/** The SP: starts a sign-in at the trusted IdP, receives its answer, publishes its metadata. */
export function spRoutes(deps: SpDeps): FastifyPluginAsync {
  const { settings, sp, db } = deps;
  const acs = {
    db,
    sp,
    acsUrl: settings.sp.acsUrl,
    idpEntityId: settings.trustedIdp.entityId,
    issueLoginId: deps.issueLoginId,
  };

  return async (app) => {
    app.get(
      SAML_PATHS.spAuthenticate,
      { schema: { tags: ['saml'], summary: 'Start a sign-in: a signed AuthnRequest to the IdP' } },
      async (_request, reply) => {
        // node-saml stores the request id (databaseRequestCache) before it returns the URL.
        const url = await sp.getAuthorizeUrlAsync('', undefined, {});
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      },
    );

    app.post(
      SAML_PATHS.spAcs,
      { schema: { tags: ['saml'], summary: 'Assertion consumer service (HTTP-POST)' } },
      async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const loginId = await completeSamlSignIn(acs, body.SAMLResponse);
        const target = `${settings.publicUrl}/?loginId=${encodeURIComponent(loginId)}`;
        return reply.header('cache-control', 'no-store').redirect(target, 302);
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
