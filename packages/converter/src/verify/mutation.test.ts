import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../convert.js';
import type { TConfigModel } from '../model/ir.js';
import { emitFortios } from '../targets/fortios/emit/emit-fortios.js';
import { parseFortios } from '../targets/fortios/parse/parse-fortios.js';
import { VENDOR_PARSERS } from '../vendors/registry.js';
import { verifyOptionsOf } from '../verify-options.js';
import type { TVendorParser } from '../vendors/vendor-parser.js';
import { mutants, prng, type TMutant } from './mutate.js';
import { filterDiffers, sourceNatDiffers } from './mutation-oracle.js';
import { verifyConversion, type TVerification, type TVerifyOptions } from './verify.js';

/** Each source vendor's golden fixtures: `X.<ext>` (or a folder `X/`) converts to `X.fortios.conf`. */
const VENDORS: Record<string, string> = {
  ciscoASA: 'cisco-asa',
  paloAltoNetwork: 'paloalto',
  juniperSRX: 'juniper-srx',
  checkPoint: 'checkpoint',
  'juniperSSG/ISG': 'juniper-screenos',
  pfSense: 'pfsense',
  watchguard: 'watchguard',
  sophos: 'sophos',
  mikrotik: 'mikrotik',
  sonicWall: 'sonicwall',
};
const SEED = 17;
const PER_KIND = 2;

interface TFixture {
  name: string;
  parser: TVendorParser;
  files: { name: string; content: string }[];
}

function fixturesIn(dir: string, parser: TVendorParser, prefix: string): TFixture[] {
  const out: TFixture[] = [];
  for (const entry of readdirSync(dir).sort()) {
    if (entry.endsWith('.fortios.conf') || entry.endsWith('.report.txt')) continue;
    const path = `${dir}${entry}`;
    const stem = statSync(path).isDirectory() ? entry : entry.replace(/\.[^.]+$/, '');
    const golden = existsSync(`${dir}${stem}.fortios.conf`);
    if (statSync(path).isDirectory()) {
      if (!golden) out.push(...fixturesIn(`${path}/`, parser, `${prefix}${entry}/`));
      else
        out.push({
          name: `${prefix}${entry}`,
          parser,
          files: readdirSync(path)
            .sort()
            .map((file) => ({ name: file, content: readFileSync(`${path}/${file}`, 'utf8') })),
        });
    } else if (golden)
      out.push({
        name: `${prefix}${entry}`,
        parser,
        files: [{ name: entry, content: readFileSync(path, 'utf8') }],
      });
  }
  return out;
}

const fixtures = Object.entries(VENDORS).flatMap(([key, folder]) => {
  const parser = VENDOR_PARSERS.find((candidate) => candidate.key === key);
  if (!parser) throw new Error(`no parser ${key}`);
  const dir = fileURLToPath(new URL(`../vendors/${folder}/fixtures/`, import.meta.url));
  return fixturesIn(dir, parser, `${folder}/`);
});

/** The conversion as convert.ts verifies it, with the output model to mutate. */
function converted(fixture: TFixture) {
  const result = convertWith(fixture.parser, { files: fixture.files });
  const emitted = emitFortios(result.model, { interfaceMap: {} });
  const output = parseFortios(result.config, { file: 'output.conf' }).model;
  const options = verifyOptionsOf(emitted, result.model, result.report.entries);
  return { source: result.model, output, options, baseline: result.verification };
}

/** Whether the mutant changed what the output does (see mutation-oracle.ts). */
function effective(mutant: TMutant, output: TConfigModel, options: TVerifyOptions): boolean {
  // A VIP moved, or added where a policy lets its traffic reach the server, forwards otherwise.
  if (mutant.kind.includes('VIP')) return true;
  if (mutant.snat) return sourceNatDiffers(output, mutant.model, options.routes);
  return filterDiffers(output, mutant.model, mutant.policies, options.routes);
}

/** What a verdict shows: its status, findings and what it could not compare. */
function shown(verification: TVerification): Set<string> {
  return new Set([
    `status ${verification.status}`,
    ...verification.widened.map((f) => `widened ${f.sourceRuleId} ${f.targetRuleId}`),
    ...verification.narrowed.map((f) => `narrowed ${f.sourceRuleId} ${f.targetRuleId}`),
    ...verification.uncompared.map((u) => `uncompared ${u.item}: ${u.reason}`),
    ...verification.natDifferences.map((d) => `nat differs ${d.item}: ${d.message}`),
  ]);
}

interface TTally {
  killed: number;
  counted: number;
}

const count = (tallies: Map<string, TTally>, key: string, killed: boolean) => {
  const tally = tallies.get(key) ?? { killed: 0, counted: 0 };
  tally.counted += 1;
  if (killed) tally.killed += 1;
  tallies.set(key, tally);
};

describe('mutation test of the verifier (issue 17 item 6)', () => {
  it('issue 17 item 6: mutants that change behaviour are not verified equivalent (at least 99%)', () => {
    const random = prng(SEED);
    // strict: fixtures verified equivalent, mutant must not be; shown: any fixture, the mutant's
    // verdict must show something the baseline's does not (a status, finding or uncompared item).
    const strict = new Map<string, TTally>();
    const extended = new Map<string, TTally>();
    let equivalentMutants = 0;
    let alreadyReported = 0;
    const survivors: string[] = [];
    for (const fixture of fixtures) {
      const { source, output, options, baseline } = converted(fixture);
      if (!baseline || baseline.status === 'nothing_compared') continue;
      const before = shown(baseline);
      // A rule the baseline already reports cannot show more when mutated; nor can a VIP where
      // the baseline already says destination NAT was not compared.
      const dnatNotCompared =
        baseline.uncompared.some((u) => u.item.startsWith('nat ')) ||
        baseline.natDifferences.some((d) => d.kind === 'destination');
      const reported = new Set(
        [...baseline.widened, ...baseline.narrowed].map((finding) => finding.targetRuleId),
      );
      for (const mutant of mutants(output, random, PER_KIND)) {
        if (!effective(mutant, output, options)) {
          equivalentMutants += 1;
          continue;
        }
        if (
          mutant.policies.some((id) => reported.has(id)) ||
          (mutant.kind.startsWith('change VIP') && dnatNotCompared)
        ) {
          alreadyReported += 1;
          continue;
        }
        const verdict = verifyConversion(source, mutant.model, options);
        const killed = [...shown(verdict)].some((line) => !before.has(line));
        count(extended, mutant.kind, killed);
        if (baseline.status === 'equivalent')
          count(strict, mutant.kind, verdict.status !== 'equivalent');
        if (!killed) survivors.push(`${fixture.name}: ${mutant.kind} ${mutant.what}`);
      }
    }
    const total = (tallies: Map<string, TTally>) =>
      [...tallies.values()].reduce(
        (a, t) => ({ killed: a.killed + t.killed, counted: a.counted + t.counted }),
        { killed: 0, counted: 0 },
      );
    const line = (label: string, t: TTally) =>
      `${label}: ${t.killed}/${t.counted} killed (${((100 * t.killed) / Math.max(1, t.counted)).toFixed(1)}%)`;
    const [s, e] = [total(strict), total(extended)];
    console.log(
      [
        line('mutation score (fixtures verified equivalent)', s),
        line('mutation score (all fixtures, verdict shows the change)', e),
        `not counted: ${equivalentMutants} equivalent mutants, ${alreadyReported} on rules the baseline verdict already reports or did not compare`,
        ...[...extended].map(([kind, t]) => line(`  ${kind}`, t)),
        ...survivors.map((text) => `  survived: ${text}`),
      ].join('\n'),
    );
    expect(s.counted).toBeGreaterThan(150);
    expect(e.counted).toBeGreaterThan(300);
    expect(s.killed / s.counted).toBeGreaterThanOrEqual(0.99);
    expect(e.killed / e.counted).toBeGreaterThanOrEqual(0.99);
  }, 180_000);
});
