import type { AppConfig } from '../../config/env.js';
import type { AppDb } from '../../db/database.js';
import { startTestServer } from '../../test/test-server.js';

export interface SamlTestServer {
  baseUrl: string;
  config: AppConfig;
  db: AppDb;
  /** The test browser's cookies (name to value), kept like a browser keeps them. */
  cookies: Map<string, string>;
  close(): Promise<void>;
}

/**
 * The whole application on a real socket whose URL is its public URL (entity ids and the ACS
 * URL are built from it), with its own database and data dir; `env` as environment variables.
 */
export async function startSamlTestServer(
  env: Record<string, string> = {},
): Promise<SamlTestServer> {
  const server = await startTestServer(env);
  return {
    baseUrl: server.baseUrl,
    config: server.config,
    db: server.app.database.db,
    cookies: new Map(),
    close: () => server.destroy(),
  };
}
