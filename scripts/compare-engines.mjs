// Converts every input the engine is tested on with this checkout's `fwconv` and with another
// checkout's, and says where the two differ: output, JSON and text report, what the command
// prints, and its exit code (the verdict). For work that must not change any result (speed,
// memory): run before committing it, against a checkout of the commit it starts from.
//   node scripts/compare-engines.mjs /path/to/other/checkout
// Inputs: every golden fixture of packages/converter/src/vendors/*/fixtures, every file of
// ../shared/corpus (skipped with one line when ../shared is absent) and the generated ASA
// configurations of 10,000 and 100,000 rules (scripts/generate/cisco-asa.mjs). ASA inputs are converted with --vendor cisco-asa, the others detected.
// Both checkouts must be built (npm run build). Exit 1 when anything differs.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fwconvOf, generateAsa } from './bench-kit.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const other = process.argv[2];
if (!other) {
  console.error('usage: node scripts/compare-engines.mjs /path/to/other/checkout');
  process.exit(2);
}

/** Files under `dir`, recursively, in a stable order. */
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

/** The golden fixtures' inputs: everything but their expected output and report. */
function fixtureInputs() {
  const vendors = join(root, 'packages/converter/src/vendors');
  return readdirSync(vendors)
    .map((vendor) => join(vendors, vendor, 'fixtures'))
    .filter((dir) => existsSync(dir))
    .flatMap(filesUnder)
    .filter((file) => !/\.(fortios\.conf|report\.txt)$/.test(file));
}

function convert(cli, file, dir) {
  mkdirSync(dir);
  const asa = /cisco[-_]asa|[\\/]asa-\d+\.cfg$/.test(file);
  const out = (name) => join(dir, name);
  const args = ['convert', ...(asa ? ['--vendor', 'cisco-asa'] : []), file];
  args.push('-o', out('out.conf'), '--report', out('report.json'));
  args.push('--report-text', out('report.txt'));
  const run = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const read = (name) => (existsSync(out(name)) ? readFileSync(out(name)) : Buffer.alloc(0));
  const result = {
    'exit code': Buffer.from(String(run.status)),
    stdout: Buffer.from(run.stdout ?? ''),
    stderr: Buffer.from(run.stderr ?? ''),
    output: read('out.conf'),
    'JSON report': read('report.json'),
    'text report': read('report.txt'),
  };
  rmSync(dir, { recursive: true, force: true });
  return result;
}

const scratch = mkdtempSync(join(tmpdir(), 'fwmig-compare-'));
try {
  const inputs = fixtureInputs();
  const corpus = join(root, '../shared/corpus');
  if (existsSync(corpus)) inputs.push(...filesUnder(corpus));
  else console.log('  corpus skipped: ../shared/corpus is absent');
  for (const rules of [10_000, 100_000]) {
    const content = generateAsa(rules);
    const file = join(scratch, `asa-${rules}.cfg`);
    writeFileSync(file, content);
    inputs.push(file);
  }
  const [mine, theirs] = [fwconvOf(root), fwconvOf(other)];
  let differing = 0;
  for (const [index, file] of inputs.entries()) {
    const a = convert(mine, file, join(scratch, `a${index}`));
    const b = convert(theirs, file, join(scratch, `b${index}`));
    const parts = Object.keys(a).filter((part) => !a[part].equals(b[part]));
    if (parts.length === 0) continue;
    differing += 1;
    const name = file.startsWith(scratch) ? file.slice(scratch.length + 1) : relative(root, file);
    console.log(`  differs: ${name}: ${parts.join(', ')}`);
  }
  console.log(`${inputs.length} inputs converted by both, ${differing} differ`);
  process.exitCode = differing === 0 ? 0 : 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
