import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The engine's package.json sits beside its entry point's folder.
const entry = require.resolve('@fwmig/converter');
const manifest = JSON.parse(
  readFileSync(new URL('../package.json', `file://${entry}`), 'utf8'),
) as { version: string };

/** The conversion engine's version, recorded on every run. */
export const ENGINE_VERSION = `fwconv ${manifest.version}`;
