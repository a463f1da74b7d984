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

// A conversion worker is long-running: measure warm runs (after one warm-up), median of five.
convert({ ...input, options: { verify: false } });
const times = [];
let result;
for (let i = 0; i < 5; i += 1) {
  const started = performance.now();
  result = convert({ ...input, options: { verify: false } });
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const convertMs = times[2];

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
