import { ConfigError, loadConfig } from './config/env.js';
import { buildApp } from './app.js';
import { ensureSeedCatalogue } from './modules/catalogue/seed-catalogue.js';
import {
  DEMO_PASSWORD,
  DEMO_SIGN_INS,
  ensureFirstAdmin,
  seedDemo,
} from './modules/identity/demo-seed.js';

/** Starts the server on the settings of the environment: `npm start`. */
async function main(): Promise<void> {
  const demo = process.argv.includes('--demo');
  // The demo shows the UI kit's catalogue unless UI_CATALOGUE says otherwise.
  const config = loadConfig(demo ? { UI_CATALOGUE: 'true', ...process.env } : process.env);
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  if (demo) {
    await seedDemo(app.database.db);
    app.log.info(
      `Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_SIGN_INS.map((s) => s.signIn).join('; ')}`,
    );
  } else {
    const admin = await ensureFirstAdmin(app.database.db);
    if (admin) {
      // Printed once, on the first start: the only way in until more users exist.
      console.log(
        `\nFirst start: an administrator was created.\n  e-mail:   ${admin.email}\n  password: ${admin.password}\nSign in at ${config.publicUrl} (LOGIN). Keep the password; it is not shown again.\n`,
      );
    }
  }
  if (await ensureSeedCatalogue(app.database.db)) {
    app.log.info(
      'The catalogue was empty: seeded with current target models and firmware versions.',
    );
  }
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  app.log.info(
    `${config.serviceName} ready at ${config.publicUrl} (API docs at /api/docs; ${where})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`${error.message}\nThe server did not start. See "Settings" in README.md.`);
  } else if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    console.error(`The port is already in use (${error.message}). Set PORT to a free port.`);
  } else {
    console.error('The server failed to start:', error);
  }
  process.exit(1);
});
