import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/database.js';
import { declareAccess } from '../../http/access-policy.js';
import type { verifyCredentials as verifyCredentialsFn } from '../identity/credentials.js';
import type { issueLoginId as issueLoginIdFn } from '../identity/login-ids.js';
import { readIdpMetadata } from './idp-metadata.js';
import type { TMailer } from '../mail/mailer.js';
import { idpAccountRoutes } from './idp-account.routes.js';
import { idpRoutes } from './idp.routes.js';
import { loadOrCreateSamlKeys } from './keys.js';
import { samlSettings } from './saml-settings.js';
import { createServiceProvider } from './service-provider.js';
import { spRoutes } from './sp.routes.js';

export interface SamlDeps {
  config: AppConfig;
  database: Database;
  verifyCredentials: typeof verifyCredentialsFn;
  issueLoginId: typeof issueLoginIdFn;
  /** Registration and password mails of the built-in IdP (issue 20 item 3). */
  mailer: TMailer;
  /**
   * Path or http(s) URL of an external IdP's metadata XML (env SAML_IDP_METADATA). Unset: the built-in IdP
   * at /idp is the one the SP trusts.
   */
  idpMetadataFile?: string | undefined;
}

/** Form posts (the login form, the ACS) are small; a SAMLResponse is a few kB. */
const FORM_BODY_LIMIT = 256 * 1024;

/**
 * SAML 2.0 sign-in: the SP (/saml2/authenticate/saml-sp, /saml2/acs, /saml2/metadata) and,
 * unless an external IdP is configured, the built-in IdP (/idp/metadata, /idp/sso, /idp/login).
 * Keys are read from (or created in) `<dataDir>/saml/`; all state is in the database.
 */
export function samlRoutes(deps: SamlDeps): FastifyPluginAsync {
  return async (app) => {
    const { config } = deps;
    const keys = await loadOrCreateSamlKeys(config.dataDir, {
      idp: `${config.serviceName} SAML IdP`,
      sp: `${config.serviceName} SAML SP`,
    });
    const external = deps.idpMetadataFile ? await readIdpMetadata(deps.idpMetadataFile) : undefined;
    const settings = samlSettings({
      publicUrl: config.publicUrl,
      serviceName: config.serviceName,
      keys,
      external,
    });
    const db = deps.database.db;
    const allowIdpInitiated = config.samlAllowIdpInitiated;
    const sp = createServiceProvider(settings, db, { allowIdpInitiated });

    // Sign-in itself: open to anyone.
    declareAccess(app, 'public');
    // Registered here, so it parses forms only for these routes (encapsulation).
    await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
    // The sign-in binding cookie (login CSRF guard), unless the app already parses cookies.
    if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
    await app.register(
      spRoutes({ settings, sp, db, issueLoginId: deps.issueLoginId, allowIdpInitiated }),
    );
    if (settings.builtInIdp) {
      const idp = {
        settings,
        builtIn: settings.builtInIdp,
        db,
        providerName: config.providerName,
        verifyCredentials: deps.verifyCredentials,
      };
      await app.register(idpRoutes(idp));
      await app.register(idpAccountRoutes({ ...idp, mailer: deps.mailer }));
    }
    app.log.info(
      { idp: settings.trustedIdp.entityId, builtIn: Boolean(settings.builtInIdp) },
      'SAML sign-in ready',
    );
  };
}
