import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import Fastify from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type AppConfig } from '../../config/env.js';
import { openDatabase, pgliteDir, type AppDb, type Database } from '../../db/database.js';
import * as samlSchema from '../../db/schema/saml.js';
import { registerErrorHandler } from '../../http/error-handler.js';
import { databaseUrlFor } from '../../test/db-template.js';
import { verifyCredentials } from '../identity/credentials.js';
import { issueLoginId } from '../identity/login-ids.js';
import { samlRoutes } from './saml.routes.js';

export interface SamlTestServer {
  baseUrl: string;
  config: AppConfig;
  db: AppDb;
  close(): Promise<void>;
}

/** A copy of the run's migrated database (as src/test/test-server.ts makes one). */
async function cloneDatabase(dataDir: string): Promise<string | undefined> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    await cp(pgliteDir(template.dataDir), pgliteDir(dataDir), { recursive: true });
    return undefined;
  }
  const name = `${template.runId}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template.template}"`);
  } finally {
    await admin.end();
  }
  return databaseUrlFor(template.serverUrl, name);
}

/**
 * Until the lead generates the migration for db/schema/saml.ts, the template has no SAML
 * tables: create them from the schema itself (drizzle-kit's API, no files written).
 */
async function ensureSamlTables(database: Database): Promise<void> {
  const statements = await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson(samlSchema),
  );
  for (const statement of statements) {
    const idempotent = statement.replace(/^CREATE (TABLE|INDEX) /, 'CREATE $1 IF NOT EXISTS ');
    await database.db.execute(sql.raw(idempotent));
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/**
 * Fastify with only the SAML plugin, on a real socket whose URL is the public URL (the
 * entity ids and the ACS URL are built from it), with its own database and data dir.
 */
export async function startSamlTestServer(
  env: Record<string, string> = {},
): Promise<SamlTestServer> {
  const root = await mkdtemp(join(tmpdir(), 'fwmig-saml-'));
  const dataDir = join(root, 'data');
  const databaseUrl = await cloneDatabase(dataDir);
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const database = await openDatabase(config);
  await ensureSamlTables(database);
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(
    samlRoutes({
      config,
      database,
      verifyCredentials,
      issueLoginId,
      idpMetadataFile: env.SAML_IDP_METADATA,
    }),
  );
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl: config.publicUrl,
    config,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
