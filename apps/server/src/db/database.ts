import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ConfigError, redactUrl } from '../config/env.js';
import * as identity from './schema/identity.js';
import * as sessions from './schema/sessions.js';
import * as system from './schema/system.js';

const schema = { ...system, ...identity, ...sessions };

export type TSchema = typeof schema;
export type AppDb = PgDatabase<PgQueryResultHKT, TSchema>;

/** An open database: Drizzle on embedded PGlite or on a PostgreSQL server, one schema. */
export interface Database {
  db: AppDb;
  driver: 'pglite' | 'postgres';
  /**
   * Plain SQL for libraries that bring their own (pg-boss): with values, one parameterised
   * statement; without, a script of one or more statements. Returns the last result's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Round trip to the database, in ms; throws when it cannot answer. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Where the embedded database lives inside the data dir. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}

async function openPglite(dataDir: string): Promise<Database> {
  const dir = pgliteDir(dataDir);
  // PGlite creates only the last folder of its path.
  await mkdir(dirname(dir), { recursive: true });
  // pg_trgm: the ticket list's text search index (migration 0011_ticket_list_sql.sql).
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    driver: 'pglite',
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    ping: () => timed(() => client.query('select 1')),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000, max: 10 });
  // An idle client that loses its server must not crash the process; queries will report it.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `Invalid configuration:\n  DATABASE_URL: cannot connect to ${redactUrl(url)} (${reason}). ` +
        'Check that PostgreSQL is running and the URL, user and database are right, or unset ' +
        'DATABASE_URL to use the embedded database.',
    );
  }
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    driver: 'postgres',
    executeSql: async (text, values) => {
      // A script of several statements answers with one result per statement.
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    ping: () => timed(() => pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}

/** Opens the database the settings name and applies the committed migrations. */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
