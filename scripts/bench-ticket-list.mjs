// Ticket list API latency with 100,000 tickets (a figure of `npm run bench`): starts the built
// server on a fresh embedded database (or BENCH_DATABASE_URL), seeds the demo accounts and
// 100,000 tickets, signs a customer and an engineer in, and times POST /api/care/customerGetAll
// for the queries the list screen sends. Prints one JSON line per query.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';

const dist = fileURLToPath(new URL('../apps/server/dist/', import.meta.url));
const load = (path) => import(join(dist, path));
const { buildApp } = await load('app.js');
const { loadConfig } = await load('config/env.js');
const { seedDemo } = await load('modules/identity/demo-seed.js');
const { issueLoginId } = await load('modules/identity/login-ids.js');
const { insertBulkTickets } = await load('modules/tickets/bulk-tickets.js');
const { devices } = await load('db/schema/devices.js');
const { logins } = await load('db/schema/identity.js');

const TICKETS = Number(process.argv[2] ?? 100_000);
const ROUNDS = 60;
const dataDir = await mkdtemp(join(tmpdir(), 'fwmig-bench-tickets-'));
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  }),
);
try {
  const { db } = app.database;
  await seedDemo(db);
  const rows = await db.select().from(devices);
  const seeded = performance.now();
  await insertBulkTickets(db, rows, TICKETS);
  const seedMs = performance.now() - seeded;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const tokenOf = async (email) => {
    const [login] = await db.select().from(logins).where(eq(logins.email, email));
    const id = await issueLoginId(db, { loginId: login.id, loginType: 'IAM' });
    const body = await (await fetch(`${base}/client/v1/token?loginId=${id}`)).json();
    return body.data.webAccessToken.access_token;
  };
  const customer = {
    authorization: `Bearer ${await tokenOf('netops@acme.example')}`,
    user_id: '100001',
    sub_user_id: '5001',
  };
  const engineer = { authorization: `Bearer ${await tokenOf('admin@converter.example')}` };
  const queries = [
    ['customer, first page (skip 0, limit 20)', customer, {}, {}],
    ['customer, status filter', customer, { status: ['in_progress', 'waiting_customer'] }, {}],
    ['customer, text search', customer, { text: 'c4242@example.com' }, {}],
    ['customer, page 500 (skip 10,000)', customer, {}, { skip: '10000' }],
    ['engineer, all accounts, sort by due time', engineer, {}, { sortBy: 'dueAt', order: 'asc' }],
    ['engineer, overdue + unassigned', engineer, { overdue: true, assignee: 'none' }, {}],
  ];
  console.log(
    `ticket list API with ${TICKETS.toLocaleString('en')} tickets (${app.database.driver}; seeded in ${(seedMs / 1000).toFixed(1)} s):`,
  );
  for (const [label, who, filter, headers] of queries) {
    const times = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/api/care/customerGetAll`, {
        method: 'POST',
        headers: { ...who, 'content-type': 'application/json', skip: '0', limit: '20', ...headers },
        body: JSON.stringify(filter),
      });
      if (!response.ok) throw new Error(`${label}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      if (i >= 5) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
    console.log(
      `  ${label.padEnd(44)} p50 ${pct(50).toFixed(1).padStart(7)} ms   p99 ${pct(99).toFixed(1).padStart(7)} ms`,
    );
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
