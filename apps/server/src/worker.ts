import { ConfigError, loadConfig } from './config/env.js';
import { openDatabase } from './db/database.js';
import { startConversionHost } from './modules/conversions/conversion-host.js';
import { BlobStore } from './modules/files/blob-store.js';

/**
 * `npm run worker`: a conversion worker without the HTTP server, for scaling out. It needs the
 * shared PostgreSQL (DATABASE_URL) and the same DATA_DIR blobs as the servers; run any number
 * of them on any number of machines.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.databaseUrl) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: a separate worker needs the shared PostgreSQL database. ' +
        'The embedded database serves one process only; `npm start` converts in process.',
    );
  }
  const settings = {
    ...config.conversions,
    // A worker that converts nothing would be pointless: at least one at a time.
    concurrency: Math.max(1, config.conversions.concurrency),
  };
  const database = await openDatabase(config);
  const log = {
    info: (object: object, message: string) =>
      config.logLevel !== 'silent' && console.log(JSON.stringify({ ...object, msg: message })),
    error: (object: object, message: string) =>
      console.error(JSON.stringify({ ...object, msg: message })),
  };
  const host = await startConversionHost({
    database,
    blobs: await BlobStore.open(config.dataDir),
    settings,
    dataDir: config.dataDir,
    log,
  });
  log.info({ pid: process.pid, concurrency: settings.concurrency }, 'conversion worker ready');
  const shutdown = async () => {
    await host.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
