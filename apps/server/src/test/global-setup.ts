import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { loadOrCreateSamlKeys, samlKeyDir } from '../modules/saml/keys.js';
import { databaseUrlFor, type TDbTemplate } from './db-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TDbTemplate;
    /** A `<dataDir>/saml` folder of signing keys every test server starts with. */
    samlKeys: string;
  }
}

/**
 * The SAML signing keys a server makes on its first start (two RSA 3072 pairs and their
 * certificates, about a second of CPU each time): made once per run here, with the default
 * service name, and copied into each test server's fresh data dir like the database template.
 * keys.test.ts covers the first-start generation itself.
 */
async function makeSamlKeys(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'fwmig-saml-'));
  const { serviceName } = loadConfig({});
  await loadOrCreateSamlKeys(root, {
    idp: `${serviceName} SAML IdP`,
    sp: `${serviceName} SAML SP`,
  });
  project.provide('samlKeys', samlKeyDir(root));
  return () => rm(root, { recursive: true, force: true });
}

/** What every test server of the run copies: the SAML keys and the migrated database. */
export default async function setup(project: TestProject) {
  const removeKeys = await makeSamlKeys(project);
  const removeTemplate = await makeDbTemplate(project);
  return async () => {
    await removeTemplate();
    await removeKeys();
  };
}

/**
 * Creates and migrates one database per test run, which every test file then copies: a new
 * PGlite costs seconds (initdb), a copy a fraction of one. With TEST_DATABASE_URL set, the same
 * is done on that PostgreSQL server with CREATE DATABASE ... TEMPLATE.
 */
async function makeDbTemplate(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const runId = `fwmig_t${Date.now().toString(36)}${process.pid}`;
    const template = `${runId}_tpl`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const database = await openDatabase({
      dataDir: tmpdir(),
      databaseUrl: databaseUrlFor(serverUrl, template),
    });
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', serverUrl, template, runId });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${runId}%`],
      );
      // Clones first: a template cannot be dropped while copies are being made from it.
      const names = rows.map((row) => row.datname).sort((a) => (a === template ? 1 : -1));
      for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  }
  const root = await mkdtemp(join(tmpdir(), 'fwmig-tpl-'));
  const dataDir = join(root, 'data');
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', dataDir });
  return () => rm(root, { recursive: true, force: true });
}
