// Ticket list API with 100,000 tickets (a figure of `npm run bench`, issue 18 item 10): starts
// the built server on PostgreSQL when BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL
// names a server (in its own database `bench_tickets`, made afresh and dropped at the end), else
// on embedded PGlite (single-threaded: its concurrent figure says little). Seeds the demo accounts
// and 100,000 tickets, signs a customer and an engineer in, then measures on
// POST /api/care/customerGetAll:
//   - one client, each query the list screen sends: p50 and p99 over 100 requests;
//   - 50 concurrent clients for 20 s on the customer's first page: requests/s, p50 and p99.
// The load runs in a child process (bench-load-worker.mjs). The machine's load average is printed
// beside the figures: on a shared machine they move with it.
// Usage: node scripts/bench-ticket-list.mjs [tickets] [seconds]; BENCH_FROM_SOURCE=1 with
// `node --import tsx` runs the server from apps/server/src instead of dist.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';

const fromSource = process.env.BENCH_FROM_SOURCE === '1';
const server = fileURLToPath(
  new URL(fromSource ? '../apps/server/src/' : '../apps/server/dist/', import.meta.url),
);
const load = (path) => import(join(server, path));
const { buildApp } = await load('app.js');
const { loadConfig } = await load('config/env.js');
const { seedDemo } = await load('modules/identity/demo-seed.js');
const { issueLoginId } = await load('modules/identity/login-ids.js');
const { insertBulkTickets } = await load('modules/tickets/bulk-tickets.js');
const { devices } = await load('db/schema/devices.js');
const { logins } = await load('db/schema/identity.js');

const TICKETS = Number(process.argv[2] ?? 100_000);
// Seconds of concurrent load; 0 measures the single client only.
const SECONDS = Number(process.argv[3] ?? 20);
const CLIENTS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const WARMUP = 10;
const BENCH_DB = 'bench_tickets';

/** A fresh database on the given server; returns its URL and how to drop it. */
async function freshDatabase(serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DB}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${BENCH_DB} with (force)`);
      await again.end();
    },
  };
}

const serverUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const database = serverUrl ? await freshDatabase(serverUrl) : undefined;
const dataDir = await mkdtemp(join(tmpdir(), 'fwmig-bench-tickets-'));
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_URL: database?.url ?? '',
  }),
);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value) => `${value.toFixed(1).padStart(7)} ms`;
const load1 = () => loadavg()[0].toFixed(1);

try {
  const { db } = app.database;
  await seedDemo(db);
  const rows = await db.select().from(devices);
  const seeded = performance.now();
  await insertBulkTickets(db, rows, TICKETS);
  // A steady state, as autovacuum leaves it: statistics and the visibility map are current.
  if (app.database.driver === 'postgres') await db.execute(sql`vacuum analyze tickets`);
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
  const list = (who, filter, headers = {}) => ({
    method: 'POST',
    headers: { ...who, 'content-type': 'application/json', skip: '0', limit: '20', ...headers },
    body: JSON.stringify(filter),
  });
  const queries = [
    ['customer, first page (skip 0, limit 20)', list(customer, {})],
    ['customer, status filter', list(customer, { status: ['in_progress', 'waiting_customer'] })],
    ['customer, text search', list(customer, { text: 'c4242@example.com' })],
    ['customer, page 500 (skip 10,000)', list(customer, {}, { skip: '10000' })],
    ['customer, sort by last update', list(customer, {}, { sortBy: 'updatedAt', order: 'desc' })],
    [
      'engineer, all accounts, sort by due time',
      list(engineer, {}, { sortBy: 'dueAt', order: 'asc' }),
    ],
    ['engineer, overdue + unassigned', list(engineer, { overdue: true, assignee: 'none' })],
    ['engineer, text search', list(engineer, { text: 'model 4242' })],
  ];
  console.log(
    `ticket list API with ${TICKETS.toLocaleString('en')} tickets (${app.database.driver}; seeded in ${(seedMs / 1000).toFixed(1)} s; load average ${load1()} on ${(await import('node:os')).cpus().length} cores):`,
  );
  console.log(`  one client, ${ROUNDS} requests per query:`);
  for (const [label, init] of queries) {
    const times = [];
    for (let i = 0; i < WARMUP + ROUNDS; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/api/care/customerGetAll`, init);
      if (!response.ok) throw new Error(`${label}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      if (i >= WARMUP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `    ${label.padEnd(44)} p50 ${ms(percentile(times, 50))}   p99 ${ms(percentile(times, 99))}`,
    );
  }

  if (SECONDS > 0) await concurrentLoad(db, base, queries[0]);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  // BENCH_KEEP_DB=1 keeps the seeded database for EXPLAIN ANALYZE.
  if (process.env.BENCH_KEEP_DB !== '1') await database?.drop();
}

/** CPU seconds PostgreSQL's backends for the bench database have used so far (Linux /proc). */
async function postgresCpuSeconds(db) {
  if (app.database.driver !== 'postgres') return NaN;
  const { rows } = await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  let ticks = 0;
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / 100;
}

/**
 * 50 clients on one query for SECONDS: throughput and latency, beside the machine's load, and
 * the CPU time one request costs (this server process, and PostgreSQL's backends): on a shared
 * machine the wall-clock figures move with the load, the CPU time per request much less.
 */
async function concurrentLoad(db, base, first) {
  const load = fork(new URL('./bench-load-worker.mjs', import.meta.url));
  const before = { load: load1(), cpu: process.cpuUsage(), pg: await postgresCpuSeconds(db) };
  load.send({
    url: `${base}/api/care/customerGetAll`,
    init: first[1],
    clients: CLIENTS,
    seconds: SECONDS,
  });
  const [result] = await once(load, 'message');
  const cpu = process.cpuUsage(before.cpu);
  const pgCpu = (await postgresCpuSeconds(db)) - before.pg;
  const latencies = Float64Array.from(result.latencies).sort();
  const perRequest = (seconds) => `${((seconds * 1000) / result.count).toFixed(2)} ms`;
  const nodeSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `  ${CLIENTS} concurrent clients for ${SECONDS} s on the customer's first page: ` +
      `${(result.count / result.seconds).toFixed(0)} req/s, p50 ${ms(percentile(latencies, 50)).trim()}, ` +
      `p99 ${ms(percentile(latencies, 99)).trim()}, ${result.errors} errors ` +
      `(load average ${before.load} before, ${load1()} after)`,
  );
  console.log(
    `    CPU per request: server ${perRequest(nodeSeconds)}, PostgreSQL ${perRequest(pgCpu)}; ` +
      `the server used ${(nodeSeconds / result.seconds).toFixed(2)} cores, PostgreSQL ${(pgCpu / result.seconds).toFixed(2)}`,
  );
}
