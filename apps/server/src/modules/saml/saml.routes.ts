import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/database.js';
import { declareAccess } from '../../http/access-policy.js';
import type { verifyCredentials as verifyCredentialsFn } from '../identity/credentials.js';
import type { issueLoginId as issueLoginIdFn } from '../identity/login-ids.js';
import type { TMailer } from '../mail/mailer.js';
import { idpAccountRoutes } from './idp-account.routes.js';
import {
  fixedIdpConnection,
  refreshingIdpConnection,
  type IdpConnection,
} from './idp-connection.js';
import { isMetadataUrl, readIdpMetadata, type IdpTrust } from './idp-metadata.js';
import { idpRoutes } from './idp.routes.js';
import { loadOrCreateSamlKeys } from './keys.js';
import { samlSettings } from './saml-settings.js';
import { BUILT_IN_CLAIMS } from './sign-in-claims.js';
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
    const source = deps.idpMetadataFile;
    const settings = samlSettings({
      publicUrl: config.publicUrl,
      serviceName: config.serviceName,
      keys,
      external: source !== undefined,
      // The built-in IdP is this portal's own: its attributes are instructions. An external
      // IdP's are read only as configured (issue 20 item 4).
      claims: source
        ? {
            email: config.saml.emailAttribute,
            account: config.saml.accountAttribute,
            role: config.saml.roleAttribute,
          }
        : BUILT_IN_CLAIMS,
      jitRules: config.saml.jitRules,
    });
    const db = deps.database.db;
    const allowIdpInitiated = config.samlAllowIdpInitiated;
    const idp = settings.builtInIdp
      ? fixedIdpConnection(settings.builtInIdp)
      : await externalIdp(source ?? '', config, app.log);
    app.addHook('onClose', async () => idp.close());

    // Sign-in itself: open to anyone.
    declareAccess(app, 'public');
    // Registered here, so it parses forms only for these routes (encapsulation).
    await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
    // The sign-in binding cookie (login CSRF guard), unless the app already parses cookies.
    if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
    await app.register(
      spRoutes({
        settings,
        idp,
        db,
        providerName: config.providerName,
        issueLoginId: deps.issueLoginId,
        allowIdpInitiated,
        retrySeconds: Math.max(5, Math.ceil(config.saml.metadataRetryMs / 1000)),
      }),
    );
    if (settings.builtInIdp) {
      const builtInIdp = {
        settings,
        builtIn: settings.builtInIdp,
        db,
        providerName: config.providerName,
        verifyCredentials: deps.verifyCredentials,
      };
      await app.register(idpRoutes(builtInIdp));
      await app.register(idpAccountRoutes({ ...builtInIdp, mailer: deps.mailer }));
    }
    app.log.info(
      { idp: idp.current()?.entityId ?? source, builtIn: Boolean(settings.builtInIdp) },
      'SAML sign-in ready',
    );
  };
}

/**
 * An external IdP. A metadata file must be readable at start (a wrong path is the operator's
 * mistake, named at once); a metadata URL that cannot be read yet does not stop the portal:
 * sign-in says single sign-on is unavailable and the URL is tried again.
 */
async function externalIdp(
  source: string,
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<IdpConnection> {
  const read = () => readIdpMetadata(source);
  if (!isMetadataUrl(source)) return fixedIdpConnection(await read());
  let initial: IdpTrust | undefined;
  let initialFailure: string | undefined;
  try {
    initial = await read();
  } catch (error) {
    initialFailure = error instanceof Error ? error.message : String(error);
    log.error({ reason: initialFailure }, 'SAML IdP metadata unavailable at start; will retry');
  }
  return refreshingIdpConnection({
    read,
    refreshMs: config.saml.metadataRefreshMs,
    retryMs: config.saml.metadataRetryMs,
    log,
    initial,
    initialFailure,
  });
}
