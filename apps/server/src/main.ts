import { ConfigError, loadConfig } from './config/env.js';
import { buildApp } from './app.js';

/** Starts the server on the settings of the environment: `npm start`. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
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
