// `npm run bench`: figures, not pass/fail. Cold start of the server (first start on an empty
// data dir, then a restart on the same data), the gzipped JavaScript of the landing route,
// conversion speed, time and peak memory of a large generated configuration per source vendor,
// whole `fwconv` processes on Cisco ASA (corpus and generated, beside a baseline build), the
// ticket list API's latency with 100,000 tickets, and conversions inside tickets: submit to
// stored result, and conversions per minute with two worker processes; /healthz and memory of
// the server while a 50 MB configuration converts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generateAsa } from './bench-kit.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const main = join(root, 'apps/server/dist/main.js');
const dist = join(root, 'apps/web/dist');
const BUDGET_KB = 250;

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function coldStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return performance.now() - started;
      } catch {
        // not up yet
      }
      if (performance.now() - started > 60_000) throw new Error('server did not start in 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('close', resolve));
  }
}

/** Scripts and modulepreloads index.html pulls in for the first route. */
async function initialJs() {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const body = await readFile(join(dist, file));
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: files.length, raw, gzip };
}

/** Conversion figures of one input, measured in a child process (see bench-convert-case.mjs). */
function convertCase(vendor, file) {
  const run = spawnSync(
    process.execPath,
    [join(root, 'scripts/bench-convert-case.mjs'), vendor, file],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    },
  );
  if (run.status !== 0) throw new Error(`conversion bench failed on ${file}:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

/** The generated ASA configuration (scripts/generate/cisco-asa.mjs) written to `dir`. */
function generatedAsa(rules, dir) {
  const content = generateAsa(rules);
  const file = join(dir, `asa-${rules}.cfg`);
  writeFileSync(file, content);
  return file;
}

const dataDir = await mkdtemp(join(tmpdir(), 'fwmig-bench-'));
try {
  const first = await coldStart(dataDir);
  const runs = [];
  for (let i = 0; i < 3; i += 1) runs.push(await coldStart(dataDir));
  runs.sort((a, b) => a - b);
  const js = await initialJs();
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`server cold start, empty data dir (initdb + migrations): ${first.toFixed(0)} ms`);
  console.log(`server cold start, existing data (median of 3):         ${runs[1].toFixed(0)} ms`);
  console.log(
    `landing route initial JS: ${js.files} files, ${kb(js.raw)} KB raw, ${kb(js.gzip)} KB gzip ` +
      `(budget ${BUDGET_KB} KB: ${js.gzip <= BUDGET_KB * 1024 ? 'within' : 'OVER'})`,
  );
  const corpusAsa = join(root, '../shared/corpus/cisco_asa/IFW_DC1-VFW01.cfg');
  const cases = [];
  for (const rules of [10_000, 100_000]) {
    const file = generatedAsa(rules, dataDir);
    cases.push([`generated ASA, ${rules.toLocaleString('en')} rules`, 'cisco-asa', file]);
  }
  if (existsSync(corpusAsa))
    cases.unshift(['IFW_DC1-VFW01.cfg (corpus, 2.6 MB)', 'cisco-asa', corpusAsa]);
  else console.log('corpus ASA skipped: ../shared/corpus/cisco_asa is absent');
  console.log('\nconversion (one core; warm: median of 5 after a warm-up; verify: one run):');
  for (const [label, vendor, file] of cases) {
    const f = convertCase(vendor, file);
    console.log(
      `  ${label.padEnd(38)} ${String(f.policies).padStart(7)} policies  convert ${String(f.convertMs).padStart(6)} ms` +
        `  verify ${String(f.verifyMs).padStart(6)} ms (${f.verdict})  peak ${f.peakRssMb} MB`,
    );
  }
  // Cisco ASA as a whole `fwconv` process: wall, CPU and peak RSS, beside a baseline build when
  // BENCH_BASELINE names one (see bench-asa.mjs).
  const asa = spawnSync(process.execPath, [join(root, 'scripts/bench-asa.mjs')], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (asa.status !== 0) throw new Error('ASA whole-process bench failed');
  console.log(`\n${asa.stdout.trim()}`);
  // A large generated configuration per source vendor, each converted in its own process (see
  // bench-vendors.mjs).
  const vendors = spawnSync(process.execPath, [join(root, 'scripts/bench-vendors.mjs')], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (vendors.status !== 0) throw new Error(`vendor bench failed:\n${vendors.stderr}`);
  console.log(`\n${vendors.stdout.trim()}`);
  // The ticket list with 100,000 tickets, in its own process (its own database and heap).
  const list = spawnSync(process.execPath, [join(root, 'scripts/bench-ticket-list.mjs')], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (list.status !== 0) throw new Error(`ticket list bench failed:\n${list.stderr}`);
  console.log(`\n${list.stdout.trim()}`);
  // Conversions through tickets, in its own process (see bench-conversions.mjs).
  const conversions = spawnSync(process.execPath, [join(root, 'scripts/bench-conversions.mjs')], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (conversions.status !== 0) {
    throw new Error(`conversions bench failed:\n${conversions.stderr}`);
  }
  console.log(`\n${conversions.stdout.trim()}`);
  // A 50 MB PAN-OS conversion beside /healthz, in its own processes (see bench-isolation.mjs).
  const isolation = spawnSync(process.execPath, [join(root, 'scripts/bench-isolation.mjs')], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (isolation.status !== 0) throw new Error(`isolation bench failed:\n${isolation.stderr}`);
  console.log(`\n${isolation.stdout.trim()}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
