// Conversions never stall the API (issue 18 item 9; figures of `npm run bench`): the built server
// runs in a process of its own (this script with --serve), a customer submits a ticket with a
// generated PAN-OS configuration of about 50 MB, and while its run converts `/healthz` is asked
// every 50 ms (each request timed on its own, none waiting for the last). Printed: /healthz
// p50/p99/max while idle (the machine's noise floor), during the upload and during the conversion, the server process's peak RSS
// (VmHWM of /proc/<pid>/status) and the conversion engine child's, sampled while it lives.
//   node scripts/bench-isolation.mjs [RULES]     (default 43,000 rules, about 50 MB)
// Runs once on the embedded database and once on PostgreSQL (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a database of its own is created and dropped).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PG_URL, SN, adminQuery, listenAsCustomer, percentile } from './bench-kit.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/server/dist');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** --serve: the built server with the demo data, one line of JSON to say where and as whom. */
async function serve() {
  const load = (path) => import(join(dist, path));
  const { buildApp } = await load('app.js');
  const { loadConfig } = await load('config/env.js');
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', PORT: '0', ...process.env }));
  const { base, headers, firmwareVersion } = await listenAsCustomer(app, 2);
  console.log(JSON.stringify({ base, headers, firmwareVersion }));
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

/** VmHWM and VmRSS of a process in MB, or undefined once it is gone. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { hwm: kb('VmHWM') / 1024, rss: kb('VmRSS') / 1024 };
  } catch {
    return undefined;
  }
}

/** Direct children of a process (the conversion engine, when it runs in a child). */
function childrenOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean),
    );
  } catch {
    return [];
  }
}

async function measure(label, env, content) {
  const server = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve'], {
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const closed = new Promise((resolve) => server.once('close', resolve));
  try {
    const ready = await new Promise((resolve, reject) => {
      let out = '';
      server.stdout.setEncoding('utf8').on('data', (chunk) => {
        out += chunk;
        if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]));
      });
      server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const { base, headers, firmwareVersion } = ready;
    const atStart = memoryOf(server.pid);
    // Samples: [window, latency ms]: 'idle' for 5 s first (the machine's own noise, nothing
    // converting), then 'upload' until the create call answers, then 'conversion'.
    let window = 'idle';
    const samples = [];
    let engineHwm = 0;
    const engines = new Set();
    const poller = setInterval(() => {
      const started = performance.now();
      const tag = window;
      fetch(`${base}/healthz`)
        .then((r) => r.arrayBuffer())
        .then(
          () => samples.push([tag, performance.now() - started, started]),
          () => samples.push([tag, Infinity, started]),
        );
      for (const pid of childrenOf(server.pid)) {
        engines.add(pid);
        engineHwm = Math.max(engineHwm, memoryOf(pid)?.hwm ?? 0);
      }
    }, 50);
    const ticket = {
      sn: SN,
      firmwareVersion,
      sourceVendor: 'paloAltoNetwork',
      sourceModel: 'PA-3220',
      sourceVersion: '10.2',
      objects: ['Addresses & Address Groups', 'Policies', 'NAT'],
      contact: { name: 'Bench Mark', email: 'bench@example.com', phone: '+44 20 7946 0000' },
    };
    await sleep(5000);
    window = 'upload';
    const form = new FormData();
    form.append('ticket', JSON.stringify(ticket));
    form.append('files', new Blob([content], { type: 'text/xml' }), 'running-config.xml');
    const submitted = performance.now();
    const created = await fetch(`${base}/api/care/create`, { method: 'POST', headers, body: form });
    const body = await created.json();
    if (created.status !== 201)
      throw new Error(`create: ${created.status} ${JSON.stringify(body)}`);
    window = 'conversion';
    const uploadMs = performance.now() - submitted;
    let run;
    for (;;) {
      const response = await fetch(`${base}/api/care/${body.data.id}/runs`, { headers });
      run = (await response.json()).data.at(-1);
      if (run?.status === 'done' || run?.status === 'failed') break;
      if (performance.now() - submitted > 15 * 60_000) throw new Error('the run did not finish');
      await sleep(250);
    }
    const totalMs = performance.now() - submitted;
    const convertedAt = performance.now();
    clearInterval(poller);
    await sleep(200);
    const serverMemory = memoryOf(server.pid);
    const figures = (tag) => {
      const values = samples.filter(([t]) => t === tag).map(([, ms]) => ms);
      return `${values.length} probes, p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
    };
    console.log(
      `${label}: run ${run.status} after ${run.attempts} attempt(s)${run.error ? ` (${run.error})` : ''} in ${(totalMs / 1000).toFixed(1)} s (upload ${(uploadMs / 1000).toFixed(1)} s)`,
    );
    // Where the slowest probes fell: seconds after the upload ended / before the run was seen done.
    const worst = samples
      .filter(([tag]) => tag === 'conversion')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(
        ([, ms, at]) =>
          `${ms.toFixed(0)} ms at +${((at - submitted - uploadMs) / 1000).toFixed(1)} s`,
      );
    console.log(`  /healthz idle, before:      ${figures('idle')}`);
    console.log(`  /healthz during upload:     ${figures('upload')}`);
    console.log(`  /healthz during conversion: ${figures('conversion')}`);
    console.log(
      `    slowest: ${worst.join(', ')} (the run was seen finished at +${((convertedAt - submitted - uploadMs) / 1000).toFixed(1)} s)`,
    );
    console.log(
      `  server process peak RSS ${serverMemory.hwm.toFixed(0)} MB (${atStart.hwm.toFixed(0)} MB before the ticket)` +
        (engines.size > 0
          ? `; engine child peak RSS ${engineHwm.toFixed(0)} MB (${engines.size} child process${engines.size === 1 ? '' : 'es'})`
          : '; no engine child process (the engine runs inside the server process)'),
    );
  } finally {
    server.kill('SIGTERM');
    await closed;
  }
}

async function main() {
  const rules = Number(process.argv[2] ?? 43_000);
  const { generate } = await import('./generate/paloalto.mjs');
  const content = Buffer.from(generate(rules, 1).files[0].content);
  const size = `${(content.length / 1e6).toFixed(1)} MB, ${rules.toLocaleString('en')} rules`;
  console.log(
    `conversion isolation: a generated PAN-OS configuration (${size}), /healthz every 50 ms:`,
  );
  // BENCH_ISOLATION_ONLY=embedded or =postgres measures one of the two.
  const only = process.env.BENCH_ISOLATION_ONLY;
  if (only !== 'postgres') {
    const dataDir = await mkdtemp(join(tmpdir(), 'fwmig-bench-iso-'));
    try {
      await measure('  embedded database', { DATA_DIR: dataDir, DATABASE_URL: '' }, content);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (only === 'embedded') return;
  const name = `fwmig_bench_${randomBytes(4).toString('hex')}`;
  try {
    await adminQuery(`create database ${name}`);
  } catch (error) {
    console.log(
      `  PostgreSQL: skipped, no database could be created (${error.message || error.code})`,
    );
    return;
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const pgDir = await mkdtemp(join(tmpdir(), 'fwmig-bench-iso-'));
  try {
    await measure('  PostgreSQL', { DATA_DIR: pgDir, DATABASE_URL: url.href }, content);
  } finally {
    await adminQuery(`drop database if exists ${name} with (force)`);
    await rm(pgDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve();
else await main();
