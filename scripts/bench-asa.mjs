// Whole-process figures of `fwconv convert` on Cisco ASA (issue 17 item 8): the corpus ASA
// (when ../shared/corpus is present) and generated configurations of 10,000 and 100,000 rules,
// each converted and verified in a process of its own, start-up included (the corpus once more
// with --no-verify, to tell the converter's share from the verifier's). Wall time from this
// process, CPU (user + system) and peak RSS from the child's own accounting; median of RUNS.
//   node scripts/bench-asa.mjs                       this checkout's build
//   BENCH_BASELINE=/path/to/other/checkout node scripts/bench-asa.mjs
//                                                    and a baseline build beside it (its
//                                                    packages/converter/dist), run in turn
// Figures, not pass/fail.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fwconvOf, generateAsa, median } from './bench-kit.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 300_000);

/** Child: runs fwconv in this process and prints its own usage when it exits. */
async function child(fwconv, args) {
  process.argv = [process.argv[0], fwconv, ...args];
  process.on('exit', () => {
    const usage = process.resourceUsage();
    process.stderr.write(
      `\nBENCH ${JSON.stringify({
        cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000),
        peakRssMb: Math.round(usage.maxRSS / 1024),
      })}\n`,
    );
  });
  await import(fwconv);
}

function once(engine, file, out, extra) {
  const fwconv = fwconvOf(engine);
  const args = ['convert', '--vendor', 'cisco-asa', file, '-o', out, ...extra];
  const started = performance.now();
  const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), fwconv, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    timeout: TIMEOUT_MS,
  });
  const wallMs = Math.round(performance.now() - started);
  if (run.error) return { wallMs, failed: run.error.code ?? String(run.error) };
  const line = run.stderr.split('\n').find((l) => l.startsWith('BENCH '));
  if (!line) return { wallMs, failed: `exit ${run.status}: ${run.stderr.slice(-300)}` };
  return { wallMs, exit: run.status, ...JSON.parse(line.slice(6)) };
}

function measure(engines, file, dir, extra) {
  const runs = engines.map(() => []);
  // Engines in turn (A B A B ...): a machine that drifts moves both alike.
  for (let i = 0; i < RUNS; i += 1)
    engines.forEach((engine, e) =>
      runs[e].push(once(engine.path, file, join(dir, 'out.conf'), extra)),
    );
  return runs.map((list) => {
    const failed = list.find((r) => r.failed);
    if (failed) return { failed: failed.failed };
    return {
      wallMs: median(list.map((r) => r.wallMs)),
      cpuMs: median(list.map((r) => r.cpuMs)),
      peakRssMb: median(list.map((r) => r.peakRssMb)),
      exit: list[0].exit,
    };
  });
}

/** The generated ASA configuration (scripts/generate/cisco-asa.mjs) written to `dir`. */
function generated(rules, dir) {
  const content = generateAsa(rules);
  const file = join(dir, `asa-${rules}.cfg`);
  writeFileSync(file, content);
  return file;
}

async function main() {
  const engines = [{ label: 'this build', path: root }];
  if (process.env.BENCH_BASELINE)
    engines.push({ label: 'baseline', path: process.env.BENCH_BASELINE });
  const dir = mkdtempSync(join(tmpdir(), 'fwmig-bench-asa-'));
  try {
    const corpus = join(root, '../shared/corpus/cisco_asa/IFW_DC1-VFW01.cfg');
    const cases = [];
    if (existsSync(corpus)) {
      cases.push(['IFW_DC1-VFW01.cfg (corpus, 2.6 MB)', corpus, []]);
      // The same without verification: what parse, emit and report cost on their own.
      cases.push(['  the same, --no-verify', corpus, ['--no-verify']]);
    } else console.log('  corpus ASA skipped: ../shared/corpus/cisco_asa is absent');
    for (const rules of [10_000, 100_000]) {
      const file = generated(rules, dir);
      cases.push([`generated ASA, ${rules.toLocaleString('en')} rules`, file, []]);
    }
    const cell = (f) =>
      (f.failed
        ? `failed (${f.failed})`
        : `${String(f.wallMs).padStart(6)} ms wall ${String(f.cpuMs).padStart(6)} ms CPU ${String(f.peakRssMb).padStart(5)} MB exit ${f.exit}`
      ).padEnd(46);
    console.log(
      `fwconv convert --vendor cisco-asa, whole process with verification (median of ${RUNS}):`,
    );
    console.log(
      '  goals (issue 17 item 8): corpus < 0.7 s and < 120 MB; 10,000 rules < 0.5 s; 100,000 < 400 MB',
    );
    console.log(
      `  ${''.padEnd(36)} ${engines.map((e) => e.label.padStart(9).padEnd(46)).join('  ')}`,
    );
    for (const [label, file, extra] of cases) {
      const figures = measure(engines, file, dir, extra);
      console.log(`  ${label.padEnd(36)} ${figures.map(cell).join('  ')}`.trimEnd());
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2]?.endsWith('fwconv.js')) await child(process.argv[2], process.argv.slice(3));
else await main();
