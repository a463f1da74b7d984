import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config/env.js';
import { pgliteDir } from '../db/database.js';
import { samlKeyDir } from '../modules/saml/keys.js';
import { databaseUrlFor } from './db-template.js';

export interface TestServer {
  app: FastifyInstance;
  config: AppConfig;
  /** http://127.0.0.1:<port>, a real socket. */
  baseUrl: string;
  /** Stops the server; the data stays until `destroy`. */
  stop(): Promise<void>;
  /** Stops the server and deletes its data. */
  destroy(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A minimal built web app, so the SPA routes have something to serve. */
export const FIXTURE_INDEX_HTML =
  '<!doctype html><html><head><title>placeholder</title>' +
  '<script type="application/json" id="fwmig-public-config"></script>' +
  '<script type="module" src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

async function writeFixtureWeb(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), FIXTURE_INDEX_HTML);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
}

/** Copies the run's migrated template into a fresh database; returns its DATABASE_URL if any. */
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
 * Starts the real server (buildApp) on a free port with its own copy of the migrated
 * database, the run's SAML keys and a fresh data dir. `env` overrides settings as environment
 * variables would.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const root = await mkdtemp(join(tmpdir(), 'fwmig-test-'));
  const dataDir = join(root, 'data');
  const webDir = join(root, 'web');
  await writeFixtureWeb(webDir);
  const databaseUrl = await cloneDatabase(dataDir);
  // The run's SAML keys (global-setup.ts), instead of two new RSA pairs per server.
  await cp(inject('samlKeys'), samlKeyDir(dataDir), { recursive: true });
  // The port is chosen first so PUBLIC_URL (SAML entity ids, redirects) is the real address.
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Tests sign in far faster than people; the limit tests set their own (issue 18 item 6).
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_ACCOUNT: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  return listen(config, root);
}

/** Starts another server on the same settings (and so the same data) as a stopped one. */
export async function restartTestServer(previous: TestServer): Promise<TestServer> {
  return listen(previous.config, join(previous.config.dataDir, '..'));
}

async function listen(config: AppConfig, root: string): Promise<TestServer> {
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  let stopped = false;
  const stop = async () => {
    if (!stopped) await app.close();
    stopped = true;
  };
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${address.port}`,
    stop,
    destroy: async () => {
      await stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
