// Conversions inside tickets (figures of `npm run bench`), through the real HTTP API of the built
// server: a customer signs in (token exchange), creates a ticket with the configuration
// (multipart) and the run it starts is followed until its result is stored.
//  1. Submit to stored result for the 2.6 MB corpus ASA file, on a fresh embedded database with
//     the in-process worker (median of 3 tickets, one at a time).
//  2. Conversions per minute with two `worker.js` processes on a fresh PostgreSQL database
//     (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres; a database of its own is
//     created and dropped), the API server converting nothing (WORKER_CONCURRENCY=0).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { PG_URL, SN, adminQuery, generateAsa, listenAsCustomer, median } from './bench-kit.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/server/dist');
const load = (path) => import(join(dist, path));
const { buildApp } = await load('app.js');
const { loadConfig, redactUrl } = await load('config/env.js');
const { conversionResults, conversionRuns } = await load('db/schema/conversions.js');

const CORPUS_FILE = join(root, '../shared/corpus/cisco_asa/IFW_DC1-VFW01.cfg');
const ROUNDS = 3;
const TICKETS = Number(process.argv[2] ?? 40);
const WORKERS = 2;
// Conversions at once per worker process (WORKER_CONCURRENCY; 2 is its default).
const PER_WORKER = Number(process.env.BENCH_WORKER_CONCURRENCY ?? 2);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built server on `env`, with the demo data, the catalogue and `licences` more licences for
 * Acme, listening on a free port; `submit` creates one ticket as the signed-in customer.
 */
async function portal(env, licences) {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', PORT: '0', ...env }));
  try {
    return await prepare(app, licences);
  } catch (error) {
    await app.close();
    throw error;
  }
}

async function prepare(app, licences) {
  const { base, headers, firmwareVersion } = await listenAsCustomer(app, licences);
  const ticket = {
    sn: SN,
    firmwareVersion,
    sourceVendor: 'ciscoASA',
    sourceModel: 'ASA 5516-X',
    sourceVersion: '9.12',
    objects: ['Addresses & Address Groups', 'Policies', 'NAT'],
    contact: { name: 'Bench Mark', email: 'bench@example.com', phone: '+44 20 7946 0000' },
  };
  /** Creates a ticket with one file (the ticket JSON in `ticket`, the file in `files`). */
  const submit = async (name, content) => {
    const form = new FormData();
    form.append('ticket', JSON.stringify(ticket));
    form.append('files', new Blob([content], { type: 'text/plain' }), name);
    const response = await fetch(`${base}/api/care/create`, {
      method: 'POST',
      headers,
      body: form,
    });
    const body = await response.json();
    if (response.status !== 201)
      throw new Error(`create: ${response.status} ${JSON.stringify(body)}`);
    return body.data.id;
  };
  /** The ticket's first run once it has finished, polled as the ticket screen does. */
  const finishedRun = async (ticketId) => {
    const deadline = Date.now() + 10 * 60_000;
    for (;;) {
      const response = await fetch(`${base}/api/care/${ticketId}/runs`, { headers });
      if (!response.ok) throw new Error(`runs: ${response.status} ${await response.text()}`);
      const run = (await response.json()).data.at(-1);
      if (run?.status === 'failed') throw new Error(`run of ticket ${ticketId}: ${run.error}`);
      if (run?.status === 'done') return run;
      if (Date.now() > deadline) throw new Error(`run of ticket ${ticketId} did not finish`);
      await sleep(100);
    }
  };
  return { app, submit, finishedRun };
}

/** Figure 1: one ticket at a time; server timestamps (finishedAt) end the total, not the poll. */
async function submitToStored() {
  if (!existsSync(CORPUS_FILE)) {
    console.log('ticket submit to stored result: skipped, ../shared/corpus/cisco_asa is absent');
    return;
  }
  const content = await readFile(CORPUS_FILE);
  const dataDir = await mkdtemp(join(tmpdir(), 'fwmig-bench-conv-'));
  const { app, submit, finishedRun } = await portal({ DATA_DIR: dataDir }, ROUNDS);
  const rounds = [];
  try {
    for (let i = 0; i < ROUNDS; i += 1) {
      const submitted = Date.now();
      const id = await submit(basename(CORPUS_FILE), content);
      const submitMs = Date.now() - submitted;
      const run = await finishedRun(id);
      rounds.push({
        submitMs,
        ...run.timings,
        storedMs: Date.parse(run.finishedAt) - submitted,
        verdict: run.verdict,
      });
    }
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const ms = (key) => `${median(rounds.map((r) => r[key])).toFixed(0)} ms`;
  console.log(
    `ticket submit to stored result, ${basename(CORPUS_FILE)} (${(content.length / 1e6).toFixed(1)} MB; ` +
      `embedded database, in-process worker; median of ${ROUNDS}):`,
  );
  console.log(
    `  submit (upload + create) ${ms('submitMs')}  queue wait ${ms('queueMs')}  parse ${ms('parseMs')}` +
      `  convert ${ms('convertMs')}  verify ${ms('verifyMs')}  total ${ms('storedMs')}` +
      `  (verification ${[...new Set(rounds.map((r) => r.verdict))].join(', ')})`,
  );
}

/** A `worker.js` process; resolves once it has reported ready. */
function startWorker(env) {
  const child = spawn(process.execPath, [join(dist, 'worker.js')], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('conversion worker ready')) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve(child);
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${output}`)));
  });
}

async function stopWorker(child) {
  if (child.exitCode !== null) return;
  const closed = new Promise((resolve) => child.once('close', resolve));
  child.kill('SIGTERM');
  await closed;
}

/** Figure 2: TICKETS tickets submitted one after another while two worker processes convert. */
async function throughput() {
  const asa = generateAsa(2000);
  const name = `fwmig_bench_${randomBytes(4).toString('hex')}`;
  try {
    await adminQuery(`create database ${name}`);
  } catch (error) {
    console.log(
      `conversion throughput on PostgreSQL: skipped, no database could be created on ` +
        `${redactUrl(PG_URL)} (${error.message || error.code})`,
    );
    return;
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'fwmig-bench-conv-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: url.href };
  const workers = [];
  let app;
  try {
    // The API server first: it migrates the new database; its own worker converts nothing.
    let submit;
    ({ app, submit } = await portal({ ...env, WORKER_CONCURRENCY: '0' }, TICKETS));
    for (let i = 0; i < WORKERS; i += 1) {
      workers.push(startWorker({ ...env, WORKER_CONCURRENCY: String(PER_WORKER) }));
    }
    await Promise.all(workers);
    const started = Date.now();
    for (let i = 0; i < TICKETS; i += 1) await submit(`asa-2000-${i}.cfg`, asa);
    const submittedS = (Date.now() - started) / 1000;
    // Every run is followed in the database (TICKETS polls of the API would load the server).
    const { db } = app.database;
    let runs;
    const deadline = Date.now() + 30 * 60_000;
    for (;;) {
      runs = await db
        .select({
          status: conversionRuns.status,
          finishedAt: conversionRuns.finishedAt,
          attempts: conversionRuns.attempts,
          storedBy: conversionResults.storedBy,
          timings: conversionResults.timings,
        })
        .from(conversionRuns)
        .leftJoin(conversionResults, eq(conversionResults.runId, conversionRuns.id));
      if (runs.every((r) => r.status === 'done' || r.status === 'failed')) break;
      if (Date.now() > deadline) throw new Error('the runs did not finish in 30 minutes');
      await sleep(200);
    }
    const seconds = (Math.max(...runs.map((r) => r.finishedAt.getTime())) - started) / 1000;
    const done = runs.filter((r) => r.status === 'done');
    const perWorker = new Map();
    for (const r of done) perWorker.set(r.storedBy, (perWorker.get(r.storedBy) ?? 0) + 1);
    console.log(
      `conversion throughput on PostgreSQL, ${WORKERS} worker processes x ${PER_WORKER} at a time, ` +
        `${TICKETS} tickets with a generated ASA of 2,000 rules (${(asa.length / 1024).toFixed(0)} KB):`,
    );
    console.log(
      `  ${(done.length / (seconds / 60)).toFixed(1)} conversions/min: ${done.length} stored in ${seconds.toFixed(1)} s` +
        ` from first submit to last result (submitting took ${submittedS.toFixed(1)} s;` +
        ` ${runs.length - done.length} failed, ${runs.filter((r) => r.attempts > 1).length} retried;` +
        ` per worker ${[...perWorker.values()].join(' / ')})`,
    );
    // A run's own time (taken to stored) against its wait: what bounds the rate.
    const ms = (key) => `${median(done.map((r) => r.timings[key])).toFixed(0)} ms`;
    console.log(
      `  per run (median): queue wait ${ms('queueMs')}, taken to stored ${ms('totalMs')}`,
    );
  } finally {
    await Promise.allSettled(workers.map(async (w) => stopWorker(await w)));
    await app?.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await submitToStored();
console.log('');
await throughput();
