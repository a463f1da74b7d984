// Bundles the built CLI (packages/converter/dist/cli/fwconv.js, from tsc) into
// packages/converter/dist/fwconv/: one module for the CLI and the engine's common code, and one
// chunk per vendor, still loaded only when that vendor is converted (vendor-loaders.ts).
// Node resolves and compiles some 150 ESM files at every start of the unbundled CLI: about
// 50 ms of CPU and 7 MB of memory that every `fwconv` process paid. The package's own
// dependencies stay outside the bundle, loaded from node_modules as before.
// Run by `npm run build` after tsc; a quick `fwconv vendors` of both builds must agree.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = fileURLToPath(new URL('../packages/converter/', import.meta.url));
const entry = join(pkg, 'dist/cli/fwconv.js');
const outdir = join(pkg, 'dist/fwconv');
const { dependencies = {} } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [entry],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: Object.keys(dependencies),
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: 'linked',
  logLevel: 'warning',
});

const vendors = (cli) => spawnSync(process.execPath, [cli, 'vendors'], { encoding: 'utf8' });
const [plain, bundled] = [vendors(entry), vendors(join(outdir, 'fwconv.js'))];
if (bundled.status !== 0 || bundled.stdout !== plain.stdout || plain.stdout === '') {
  console.error(
    `bundle-fwconv: the bundled CLI does not answer as the built one\n${bundled.stderr}`,
  );
  process.exit(1);
}
