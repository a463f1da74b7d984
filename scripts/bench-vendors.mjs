// Large generated configurations per source vendor (issue 10): time and peak memory of one
// conversion each, verification on, as a table.
//   node scripts/bench-vendors.mjs [RULES]        (default 10,000 rules per vendor)
// Each configuration comes from scripts/generate/<vendor>.mjs (ASA: gen_asa.py, as in bench.mjs)
// and is converted by the built engine (packages/converter/dist) in a child process of its own,
// so that its peak RSS (`process.resourceUsage().maxRSS`) and heap high-water (the largest heap
// in use before any garbage collection, from --trace-gc, or at the end) are that conversion's.
// One cold run per vendor: the figures include the engine's JIT warm-up. A line starting with
// WARNING says a conversion did not verify as equivalent.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const REPORT_STATUSES = ['converted', 'partial', 'unsupported', 'ignored', 'unrecognised'];

if (process.argv[2] === '--case') await runCase(process.argv[3], process.argv.slice(4));
else await main(Number(process.argv[2] ?? 10_000));

/** Child: converts the files once and prints its figures as one line of JSON. */
async function runCase(vendor, paths) {
  const { convert } = await import('../packages/converter/dist/index.js');
  const files = paths.map((path) => ({ name: basename(path), content: readFileSync(path) }));
  const started = performance.now();
  const result = convert({ vendor, files });
  const totalMs = performance.now() - started;
  const heapAtEnd = process.memoryUsage().heapUsed;
  const report = Object.fromEntries(REPORT_STATUSES.map((status) => [status, 0]));
  for (const counts of Object.values(result.report.totals))
    for (const status of REPORT_STATUSES) report[status] += counts[status] ?? 0;
  const v = result.verification;
  console.log(
    JSON.stringify({
      bytes: files.reduce((sum, f) => sum + f.content.length, 0),
      files: files.length,
      policies: result.model.policies.length,
      nat: result.model.nat.length,
      ...result.timings,
      totalMs: Math.round(totalMs),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      heapAtEndMb: Math.round(heapAtEnd / 1048576),
      verification: v?.status ?? 'not run',
      reason: v?.counterexample
        ? `${v.reason ?? ''} counterexample ${JSON.stringify(v.counterexample.packet)}`
        : (v?.reason ?? ''),
      dangling: v?.danglingReferences.length ?? 0,
      report,
    }),
  );
}

/** `[pid:isolate] N ms: Scavenge 3.8 (4.0) -> 3.4 (5.0) MB, ...`: heap in use before each GC. */
function heapPeakMb(stdout, atEnd) {
  let peak = atEnd;
  for (const m of stdout.matchAll(/ms: [A-Za-z -]+?(?: \([a-z ]+\))? ([\d.]+) \([\d.]+\) -> /g))
    peak = Math.max(peak, Number(m[1]));
  return Math.round(peak);
}

function measure(vendor, paths) {
  const run = spawnSync(
    process.execPath,
    ['--trace-gc', fileURLToPath(import.meta.url), '--case', vendor, ...paths],
    { encoding: 'utf8', maxBuffer: 256 << 20 },
  );
  if (run.status !== 0) throw new Error(`${vendor} conversion failed:\n${run.stderr}`);
  // GC trace lines may come after the figures.
  const figures = JSON.parse(run.stdout.split('\n').findLast((line) => line.startsWith('{')));
  return { ...figures, heapPeakMb: heapPeakMb(run.stdout, figures.heapAtEndMb) };
}

/** Writes a generator's files into their own directory; returns their paths. */
function write(dir, name, files) {
  const at = join(dir, name);
  mkdirSync(at, { recursive: true });
  return files.map((file) => {
    writeFileSync(join(at, file.name), file.content);
    return join(at, file.name);
  });
}

async function main(rules) {
  if (!Number.isInteger(rules) || rules < 1) throw new Error('usage: bench-vendors.mjs [RULES]');
  const dir = await mkdtemp(join(tmpdir(), 'fwmig-bench-vendors-'));
  const started = performance.now();
  try {
    const cases = [];
    const asa = spawnSync('python3', [join(root, '../shared/tools/gen_asa.py'), String(rules)], {
      maxBuffer: 1 << 30,
    });
    if (asa.status === 0)
      cases.push({
        vendor: 'cisco-asa',
        label: 'cisco-asa (gen_asa.py)',
        rules,
        files: () => write(dir, 'asa', [{ name: `asa-${rules}.cfg`, content: asa.stdout }]),
      });
    else console.log(`  (no ASA row: gen_asa.py failed: ${String(asa.stderr).trim()})`);
    for (const vendor of ['paloalto', 'juniper-srx', 'checkpoint', 'juniper-screenos']) {
      const { generate } = await import(`./generate/${vendor}.mjs`);
      cases.push({
        vendor,
        label: vendor,
        lazy: () => generate(rules, 1),
      });
    }
    console.log(
      `source vendors, generated configurations of ${rules.toLocaleString('en')} rules ` +
        '(one cold conversion per child process, verify on):',
    );
    const header = [
      'vendor'.padEnd(23),
      'input'.padStart(16),
      'rules'.padStart(6),
      'policies'.padStart(8),
      'parse'.padStart(7),
      'convert'.padStart(7),
      'verify'.padStart(7),
      'total ms'.padStart(8),
      'peak RSS'.padStart(8),
      'heap'.padStart(7),
      '  verification',
      '  report: converted/partial/unsupported/ignored/unrecognised',
    ];
    console.log(`  ${header.join(' ')}`);
    const warnings = [];
    for (const c of cases) {
      let paths;
      let count = c.rules;
      if (c.lazy) {
        const generated = c.lazy();
        count = generated.rules;
        paths = write(dir, c.vendor, generated.files);
      } else paths = c.files();
      const f = measure(c.vendor, paths);
      const mb = (f.bytes / 1048576).toFixed(1);
      const input = `${mb} MB${f.files > 1 ? `, ${f.files} files` : ''}`;
      const r = f.report;
      console.log(
        `  ${[
          c.label.padEnd(23),
          input.padStart(16),
          String(count).padStart(6),
          String(f.policies).padStart(8),
          String(f.parseMs).padStart(7),
          String(f.convertMs).padStart(7),
          String(f.verifyMs).padStart(7),
          String(f.totalMs).padStart(8),
          `${f.peakRssMb} MB`.padStart(8),
          `${f.heapPeakMb} MB`.padStart(7),
          `  ${f.verification.padEnd(12)}`,
          `  ${REPORT_STATUSES.map((s) => r[s]).join('/')}`,
        ].join(' ')}`,
      );
      if (f.verification !== 'equivalent' || f.dangling > 0)
        warnings.push(
          `WARNING: ${c.label}: verification ${f.verification}` +
            `${f.dangling ? `, ${f.dangling} dangling references` : ''}${f.reason ? `: ${f.reason}` : ''}`,
        );
      await rm(join(dir, c.vendor === 'cisco-asa' ? 'asa' : c.vendor), {
        recursive: true,
        force: true,
      });
    }
    for (const line of warnings) console.log(`  ${line}`);
    console.log(
      `  (section: ${((performance.now() - started) / 1000).toFixed(1)} s with generation; ` +
        'heap = largest heap in use seen by the GC trace)',
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
