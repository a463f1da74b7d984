import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.js';
import { ensureDataDir } from './config/data-dir.js';
import { openDatabase, type Database } from './db/database.js';
import { registerAccessLayer } from './http/access-policy.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerOpenApi } from './http/openapi.js';
import { registerRateLimits } from './http/rate-limits.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { serverTimeouts } from './http/server-timeouts.js';
import { REQUEST_ID_HEADER, genRequestId } from './http/request-id.js';
import { registerSpa } from './http/spa.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { matrixRoutes } from './modules/catalogue/matrix.routes.js';
import { deviceLookupRoutes } from './modules/catalogue/device-lookup.routes.js';
import { deviceRoutes } from './modules/devices/devices.routes.js';
import {
  startConversionHost,
  type TConversionHost,
} from './modules/conversions/conversion-host.js';
import { conversionRoutes } from './modules/conversions/conversions.routes.js';
import { BlobStore } from './modules/files/blob-store.js';
import { sweepUnreferencedBlobs } from './modules/files/blob-references.js';
import { licenceRoutes } from './modules/tickets/licences.routes.js';
import { ticketUploadRoutes } from './modules/tickets/ticket-upload.routes.js';
import { ticketRoutes } from './modules/tickets/tickets.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { directoryAccountRoutes } from './modules/admin-directory/accounts.routes.js';
import { directoryInventoryRoutes } from './modules/admin-directory/inventory.routes.js';
import { directoryLoginRoutes } from './modules/admin-directory/logins.routes.js';
import { directoryOrganisationRoutes } from './modules/admin-directory/organisations.routes.js';
import { recordAudit } from './modules/audit/audit.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { ensureInstallation } from './modules/health/installation.service.js';
import { ensurePortalConfig } from './modules/identity/demo-seed.js';
import { enforceAccess } from './modules/identity/auth-hook.js';
import { verifyCredentials } from './modules/identity/credentials.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { adminSessionRoutes } from './modules/identity/admin-sessions.routes.js';
import { issueLoginId } from './modules/identity/login-ids.js';
import { createMailer } from './modules/mail/mailer.js';
import { outboxRoutes } from './modules/mail/outbox.routes.js';
import { invitationRoutes } from './modules/onboarding/invitations.routes.js';
import { totpAdminRoutes } from './modules/onboarding/totp-admin.routes.js';
import { ouRoutes } from './modules/ou/ou.routes.js';
import { portalRoutes } from './modules/portal/portal.routes.js';
import { menuSettingsRoutes } from './modules/portal/menu-settings.routes.js';
import { IDP_ACCOUNT_PATHS } from './modules/saml/idp-account-paths.js';
import { samlRoutes } from './modules/saml/saml.routes.js';
import { sourceDetectRoutes } from './modules/source-detect/source-detect.routes.js';
import { publicConfigRoutes } from './modules/public-config/public-config.routes.js';
import { toPublicConfig } from './modules/public-config/public-config.service.js';
import { vendorRoutes } from './modules/vendors/vendors.routes.js';
import { APP_VERSION } from './version.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    conversions: TConversionHost;
  }
}

/**
 * Builds the whole server from validated settings: opens the database (applying migrations),
 * registers every route and serves the web app. Used by main and by the tests alike.
 * Throws ConfigError, naming the setting, when the data dir or the database cannot be used.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  await ensureDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    return await assemble(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function assemble(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: genRequestId,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Slow clients cannot hold connections (issue 18 item 6).
    ...serverTimeouts(config.http),
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('database', database);
  // Filled once the queue has started; closed before the database it works on.
  const started: { conversions?: TConversionHost } = {};
  app.addHook('onClose', async () => {
    await started.conversions?.close();
    await database.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // issue 18 item 4: the first onRequest hook, so answers refused by later hooks have them too.
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  // Before any route: each declares who may call it; one hook checks it (issue 18 item 1).
  registerAccessLayer(app, enforceAccess(database.db));
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // issue 18 item 6: sign-in, token exchange and refresh rate limits (before those routes).
  await registerRateLimits(app, { limits: config.http, db: database.db });

  const installation = await ensureInstallation(database.db);
  await ensurePortalConfig(database.db, config.accountCreationUrl);
  const publicConfig = toPublicConfig(config, (message) => app.log.warn(message));
  await registerOpenApi(app, {
    title: config.serviceName,
    version: APP_VERSION,
    publicUrl: config.publicUrl,
  });
  await app.register(healthRoutes(database, installation.id));
  await app.register(vendorRoutes);
  await app.register(identityRoutes(database));
  // issue 20: mail over SMTP_URL, or only to the outbox admins read; invitations use it.
  const mailer = createMailer(database.db, { ...config.mail, log: app.log });
  await app.register(outboxRoutes(database));
  const builtInIdp = config.samlIdpMetadata === undefined;
  await app.register(
    invitationRoutes(database, {
      mailer,
      links: {
        publicUrl: config.publicUrl,
        serviceName: config.serviceName,
        passwordPage: builtInIdp ? `${config.publicUrl}${IDP_ACCOUNT_PATHS.password}` : undefined,
      },
    }),
  );
  await app.register(totpAdminRoutes(database));
  await app.register(portalRoutes(database, config));
  await app.register(menuSettingsRoutes(database));
  await app.register(ouRoutes(database));
  await app.register(auditRoutes(database));
  await app.register(adminSessionRoutes(database));
  await app.register(catalogueRoutes(database));
  await app.register(matrixRoutes(database));
  await app.register(deviceLookupRoutes(database));
  await app.register(deviceRoutes(database));
  const blobs = await BlobStore.open(config.dataDir);
  // Blobs a crash left stored but never referenced (issue 18 item 2).
  await sweepUnreferencedBlobs(database.db, blobs);
  const conversions = await startConversionHost({
    database,
    blobs,
    settings: config.conversions,
    dataDir: config.dataDir,
    log: app.log,
  });
  started.conversions = conversions;
  app.decorate('conversions', conversions);
  const ticketSettings = {
    revisionWindowDays: config.revisionWindowDays,
    holidays: config.ticketHolidays,
    dispatcher: conversions,
  };
  await app.register(ticketRoutes(database, ticketSettings));
  await app.register(ticketUploadRoutes(database, blobs, ticketSettings));
  await app.register(conversionRoutes(database, blobs, conversions));
  await app.register(licenceRoutes(database, config.purchaseUrl));
  await app.register(directoryAccountRoutes(database));
  await app.register(directoryLoginRoutes(database));
  await app.register(directoryOrganisationRoutes(database));
  await app.register(directoryInventoryRoutes(database));
  await app.register(sourceDetectRoutes());
  await app.register(
    samlRoutes({
      config,
      database,
      verifyCredentials,
      issueLoginId,
      mailer,
      idpMetadataFile: config.samlIdpMetadata,
    }),
  );
  await app.register(publicConfigRoutes(publicConfig));
  await registerSpa(app, { webDistDir: config.webDistDir, publicConfig });

  await recordAudit(database.db, {
    actor: 'system',
    action: 'system.start',
    detail: { version: APP_VERSION, database: database.driver },
  });
  app.log.info({ installationId: installation.id, database: database.driver }, 'server assembled');
  await app.ready();
  return app;
}
