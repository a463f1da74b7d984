// One conversion benchmark case, run in its own process so its peak memory is its own:
// node scripts/bench-convert-case.mjs <vendor> <file>  ->  one JSON line of figures.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { convert } from '../packages/converter/dist/convert.js';
import { parseFortios } from '../packages/converter/dist/targets/fortios/parse/parse-fortios.js';
import { verifyConversion } from '../packages/converter/dist/verify/verify.js';
import { emitFortios } from '../packages/converter/dist/targets/fortios/emit/emit-fortios.js';

const [vendor, path] = process.argv.slice(2);
const content = readFileSync(path);
const input = { vendor, files: [{ name: basename(path), content }] };

convert({ ...input, options: { verify: false } }); // warm-up: JIT, as in a long-running worker
const started = performance.now();
const result = convert({ ...input, options: { verify: false } });
const convertMs = performance.now() - started;

const emitted = emitFortios(result.model);
const verifyStarted = performance.now();
const output = parseFortios(emitted.text, { file: 'output.conf' }).model;
const verification = verifyConversion(result.model, output, {
  interfaceMap: emitted.interfaceNames,
  routes: emitted.routes,
});
const verifyMs = performance.now() - verifyStarted;

console.log(
  JSON.stringify({
    bytes: content.length,
    policies: result.model.policies.length,
    convertMs: Math.round(convertMs),
    verifyMs: Math.round(verifyMs),
    verdict: verification.status,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
