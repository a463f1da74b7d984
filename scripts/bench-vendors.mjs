// Large generated configurations per source vendor (issue 10): time and peak memory of one
// conversion each, verification on, as a table.
//   node scripts/bench-vendors.mjs [RULES] [VENDOR...]  (default 10,000 rules, every vendor)
// Each configuration comes from scripts/generate/<vendor>.mjs (the ASA one as in bench.mjs)
// and is converted by the built engine (packages/converter/dist) in a child process of its own,
// so that its peak RSS (`process.resourceUsage().maxRSS`) and heap high-water (the largest heap
// in use before any garbage collection, from --trace-gc, or at the end) are that conversion's.
// One cold run per vendor: the figures include the engine's JIT warm-up. A line starting with
// WARNING says a conversion failed or did not verify as equivalent.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPORT_STATUSES = ['converted', 'partial', 'unsupported', 'ignored', 'unrecognised'];

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

/** Writes a case's files into a directory of their own; returns their paths. */
function write(dir, files) {
  mkdirSync(dir, { recursive: true });
  return files.map((file) => {
    writeFileSync(join(dir, file.name), file.content);
    return join(dir, file.name);
  });
}

/** The source vendors scripts/generate has a generator for. */
const VENDORS = [
  'cisco-asa',
  'paloalto',
  'juniper-srx',
  'junos-filters',
  'checkpoint',
  'juniper-screenos',
  'sophos',
  'mikrotik',
  'watchguard',
  'pfsense',
  'sonicwall',
  'vyos',
  'huawei',
  'cisco-ios',
];

const COLUMNS = [
  ['vendor', -23],
  ['input', 18],
  ['rules', 6],
  ['policies', 8],
  ['parse', 6],
  ['convert', 7],
  ['verify', 6],
  ['total ms', 8],
  ['peak RSS', 8],
  ['heap', 7],
  ['verification', -12],
  ['report: converted/partial/unsupported/ignored/unrecognised', 0],
];
const row = (cells) =>
  `  ${cells
    .map((cell, i) => {
      const width = COLUMNS[i][1];
      return width < 0 ? String(cell).padEnd(-width) : String(cell).padStart(width);
    })
    .join('  ')}`;

async function main(rules, only = []) {
  if (!Number.isInteger(rules) || rules < 1) throw new Error('usage: bench-vendors.mjs [RULES]');
  const dir = await mkdtemp(join(tmpdir(), 'fwmig-bench-vendors-'));
  const started = performance.now();
  try {
    const cases = [];
    for (const vendor of VENDORS.filter((v) => only.length === 0 || only.includes(v))) {
      const { generate } = await import(`./generate/${vendor}.mjs`);
      cases.push({ vendor, label: vendor, generate: (n) => generate(n, 1) });
    }
    console.log(
      `source vendors, generated configurations of ${rules.toLocaleString('en')} rules ` +
        '(one cold conversion each in a child process, verify on; times in ms):',
    );
    console.log(row(COLUMNS.map(([title]) => title)));
    const warnings = [];
    for (const c of cases) {
      let generated;
      try {
        generated = c.generate(rules);
        if (!generated) continue;
      } catch (error) {
        warnings.push(`WARNING: ${c.label}: not measured: ${error.message.trim()}`);
        continue;
      }
      const at = join(dir, c.vendor);
      let f;
      try {
        f = measure(c.vendor, write(at, generated.files));
      } catch (error) {
        warnings.push(
          `WARNING: ${c.label}: ${error.message.trim().split('\n').slice(0, 4).join(' ')}`,
        );
        continue;
      } finally {
        await rm(at, { recursive: true, force: true });
      }
      const mb = (f.bytes / 1048576).toFixed(1);
      console.log(
        row([
          c.label,
          `${mb} MB${f.files > 1 ? `, ${f.files} files` : ''}`,
          generated.rules,
          f.policies,
          f.parseMs,
          f.convertMs,
          f.verifyMs,
          f.totalMs,
          `${f.peakRssMb} MB`,
          `${f.heapPeakMb} MB`,
          f.verification,
          REPORT_STATUSES.map((status) => f.report[status]).join('/'),
        ]),
      );
      if (f.verification !== 'equivalent' || f.dangling > 0)
        warnings.push(
          `WARNING: ${c.label}: verification ${f.verification}` +
            `${f.dangling ? `, ${f.dangling} dangling references` : ''}${f.reason ? `: ${f.reason}` : ''}`,
        );
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

if (process.argv[2] === '--case') await runCase(process.argv[3], process.argv.slice(4));
else await main(Number(process.argv[2] ?? 10_000), process.argv.slice(3));
