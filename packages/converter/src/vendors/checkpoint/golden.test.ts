import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { renderReportText } from '../../report/render-text.js';
import { expectedVerdict, expectVerdictBacked } from '../../test/expected-verdicts.js';
import { coveredLines, expectGolden, meaningfulLines } from '../../test/golden.js';
import type { TVerdictStatus } from '../../verify/verify.js';
import { fileKind } from './parse.js';
import { legacyUnaccounted, unaccounted } from './testing.js';
import { checkPointParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
/**
 * The honest verdict of each fixture that is not `equivalent`, and why (a fixture may also say
 * `expect-verdict: ...` among the first lines of one of its files).
 */
const VERDICTS: Readonly<Record<string, TVerdictStatus>> = {
  // Rules 6-8 are not converted: a dynamic object, a negated service, a time without definition.
  access: 'unknown',
  // A gateway's OS settings alone: no policy to compare.
  gaia: 'nothing_compared',
  // Rule 6's legacy time object is not read.
  legacy: 'unknown',
  // The NAT64 rule is not converted; overlapping destination NAT is not compared.
  nat: 'unknown',
  // A monthly time; security zones whose interfaces are unknown.
  'times-zones': 'unknown',
  // The remote access rule; a community of gateways managed by the same server.
  vpn: 'unknown',
  // Zone cells FortiOS policies cannot express.
  zones: 'unknown',
};

/** Each fixture is a folder: the set of files of one ticket, converted together. */
const cases = readdirSync(dir).filter((name) => statSync(`${dir}${name}`).isDirectory());

describe.each(cases)('Check Point fixture %s', (name) => {
  const files = readdirSync(`${dir}${name}`)
    .sort()
    .map((file) => ({ name: file, content: readFileSync(`${dir}${name}/${file}`, 'utf8') }));
  const result = convertWith(checkPointParser, { files });
  const base = `${dir}${name}`;
  const covered = (file: string) => coveredLines(result.report.entries, file);

  it('converts to the expected FortiOS text', () => {
    expectGolden(result.config, `${base}.fortios.conf`);
  });

  it('reports as expected', () => {
    expectGolden(renderReportText(result.report), `${base}.report.txt`);
  });

  it('accounts for every clish line and every rule and object of the JSON and legacy files', () => {
    for (const file of files.filter((f) => fileKind(f.content) === 'gaia')) {
      const lines = covered(file.name);
      const comment = (l: string) => l.startsWith('#');
      expect(meaningfulLines(file.content, comment).filter((n) => !lines.has(n))).toEqual([]);
    }
    const json = files.filter((f) => fileKind(f.content) === 'json');
    expect(unaccounted(json, covered)).toEqual([]);
    const legacy = files.filter((f) => fileKind(f.content) === 'legacy');
    expect(legacyUnaccounted(legacy, covered)).toEqual([]);
  });

  it('issue 17 item 2: gets its expected verdict (equivalent unless declared), backed, with every reference resolved', () => {
    const declared = files.map((f) => expectedVerdict(dir, name, f.content, VERDICTS));
    const expected = declared.find((v) => v !== 'equivalent') ?? 'equivalent';
    expect(result.verification?.status, result.verification?.reason).toBe(expected);
    expect(expectVerdictBacked(result.verification)).toEqual([]);
    expect(result.verification?.danglingReferences).toEqual([]);
  });
});
