import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../convert.js';
import { renderReportText } from '../report/render-text.js';
import type { TVendorParser } from '../vendors/vendor-parser.js';
import type { TVerdictStatus } from '../verify/verify.js';
import { expectedVerdict, expectVerdictBacked } from './expected-verdicts.js';
import { coveredLines, editedTwice, expectGolden, meaningfulLines } from './golden.js';

/**
 * The golden tests every one-file vendor shares: each fixture in `dir` ending in `extension`
 * converts to its `.fortios.conf` and `.report.txt`, accounts for every meaningful line, and
 * is proven equivalent with every reference resolved, unless the fixture declares the verdict
 * it honestly gets (`expect-verdict: unknown` in a comment among its first lines, or `verdicts`).
 */
export function describeGoldenFixtures(options: {
  title: string;
  parser: TVendorParser;
  dir: string;
  extension: string;
  isComment: (line: string) => boolean;
  /** Fixture name -> the verdict it gets where that is not `equivalent` (say why beside it). */
  verdicts?: Readonly<Record<string, TVerdictStatus>>;
}): void {
  const { title, parser, dir, extension, isComment, verdicts } = options;
  const cases = readdirSync(dir).filter((name) => name.endsWith(extension));

  describe.each(cases)(`${title} %s`, (name) => {
    const text = readFileSync(`${dir}${name}`, 'utf8');
    const result = convertWith(parser, { files: [{ name, content: text }] });
    const base = `${dir}${name.slice(0, -extension.length)}`;

    it('converts to the expected FortiOS text, no object edited twice', () => {
      expectGolden(result.config, `${base}.fortios.conf`);
      expect(editedTwice(result.config)).toEqual([]);
    });

    it('reports as expected', () => {
      expectGolden(renderReportText(result.report), `${base}.report.txt`);
    });

    it('accounts for every line that is not blank or a comment', () => {
      const covered = coveredLines(result.report.entries, name);
      const missing = meaningfulLines(text, isComment).filter((n) => !covered.has(n));
      expect(missing).toEqual([]);
    });

    it('gets its expected verdict (equivalent unless declared), with every reference resolved', () => {
      const expected = expectedVerdict(dir, name, text, verdicts);
      expect(result.verification?.status, result.verification?.reason).toBe(expected);
      expect(expectVerdictBacked(result.verification)).toEqual([]);
      expect(result.verification?.danglingReferences).toEqual([]);
    });
  });
}
