// Pieces the bench scripts share: the PostgreSQL server they make scratch databases on, one-off
// admin statements, the generated ASA configurations, the median / percentile of timings, the
// `fwconv` of a checkout, and a built server readied with the demo data and a signed-in customer.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { generate } from './generate/cisco-asa.mjs';

/** The PostgreSQL server the benches create (and drop) a database of their own on. */
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the BENCH_PG_URL database, on a connection of its own. */
export async function adminQuery(text) {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The nearest-rank p-th percentile, NaN for no values. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/**
 * The `fwconv` a user runs in the checkout at `root` (`npm run build` bundles it); a checkout
 * from before the bundle has only tsc's output.
 */
export function fwconvOf(root) {
  const bundled = join(root, 'packages/converter/dist/fwconv/fwconv.js');
  const built = join(root, 'packages/converter/dist/cli/fwconv.js');
  if (!existsSync(bundled)) return built;
  if (statSync(bundled).mtimeMs < statSync(built).mtimeMs)
    throw new Error(`${bundled} is older than tsc's output: run npm run build first`);
  return bundled;
}

/** The Cisco ASA configuration of `rules` rules from scripts/generate/cisco-asa.mjs (seed 1). */
export const generateAsa = (rules) => generate(rules, 1).files[0].content;

/** Acme's demo FortiGate 60F (demo-seed.ts); its firmware comes from the catalogue. */
export const SN = 'FGT60FTK20000001';
/** Acme's demo IAM customer (demo-seed.ts). */
const CUSTOMER = { email: 'netops@acme.example', userId: '100001', subUserId: '5001' };

/**
 * Readies a built server's `app` (apps/server/dist) for a ticket bench: the demo data, the
 * catalogue and `licences` more licences for Acme, listening on a free loopback port, Acme's
 * customer signed in through the token exchange. Returns the base URL, that customer's request
 * headers and the 60F's first firmware version.
 */
export async function listenAsCustomer(app, licences) {
  const load = (path) => import(new URL(`../apps/server/dist/${path}`, import.meta.url).href);
  const { seedDemo } = await load('modules/identity/demo-seed.js');
  const { ensureSeedCatalogue } = await load('modules/catalogue/seed-catalogue.js');
  const { modelForSerial } = await load('modules/catalogue/device-lookup.service.js');
  const { grantLicences } = await load('modules/tickets/licences.service.js');
  const { issueLoginId } = await load('modules/identity/login-ids.js');
  const { logins } = await load('db/schema/identity.js');
  const { eq } = await import('drizzle-orm');
  const { db } = app.database;
  await seedDemo(db);
  await ensureSeedCatalogue(db);
  await grantLicences(db, CUSTOMER.userId, licences);
  const firmwareVersion = (await modelForSerial(db, SN)).versions[0].version;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const [login] = await db.select().from(logins).where(eq(logins.email, CUSTOMER.email));
  const loginId = await issueLoginId(db, { loginId: login.id, loginType: 'IAM' });
  const tokens = await (await fetch(`${base}/client/v1/token?loginId=${loginId}`)).json();
  const headers = {
    authorization: `Bearer ${tokens.data.webAccessToken.access_token}`,
    user_id: CUSTOMER.userId,
    sub_user_id: CUSTOMER.subUserId,
  };
  return { base, headers, firmwareVersion };
}
