import fc from 'fast-check';
import { expect, it } from 'vitest';
import { convertWith, type TConvertResult } from '../convert.js';
import { ConversionInputError } from '../errors.js';
import type { TVendorParser } from '../vendors/vendor-parser.js';
import { coveredLines, meaningfulLines } from './golden.js';

/**
 * The verdict a generated configuration's conversion must have: a rulebase left with no enabled
 * rule (all inactive or not converted) compares nothing; one with a rule the output does not
 * hold (reported, not converted) is not proven; anything else is equivalent, with no dangling
 * reference in the output.
 */
export function expectHonestVerdict(result: TConvertResult): void {
  const { policies, nat } = result.model;
  const any = policies.some((p) => p.enabled && !p.incomplete) || nat.length > 0;
  const left = result.verification?.uncompared.length ?? 0;
  const expected = !any ? 'nothing_compared' : left ? 'unknown' : 'equivalent';
  expect(result.verification?.status, result.verification?.reason).toBe(expected);
  expect(result.verification?.danglingReferences).toEqual([]);
}

/** Every meaningful line of a generated file is accounted for by the report. */
export function expectEveryLineAccounted(
  result: TConvertResult,
  name: string,
  text: string,
  isComment: (line: string) => boolean,
): void {
  const covered = coveredLines(result.report.entries, name);
  expect(meaningfulLines(text, isComment).filter((n) => !covered.has(n))).toEqual([]);
}

/** A test that a generated configuration, cut anywhere, converts or fails with a typed error. */
export function itSurvivesCuts(
  parser: TVendorParser,
  config: fc.Arbitrary<string>,
  name: string,
  numRuns: number,
): void {
  it('a configuration cut anywhere converts or fails with a typed error', () => {
    fc.assert(
      fc.property(config, fc.nat(), (text, cut) => {
        try {
          convertWith(parser, {
            files: [{ name, content: text.slice(0, cut % (text.length + 1)) }],
          });
        } catch (error) {
          expect(error).toBeInstanceOf(ConversionInputError);
        }
      }),
      { numRuns },
    );
  });
}
