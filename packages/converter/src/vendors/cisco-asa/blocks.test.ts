import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBlocks, type TReadMeter } from './blocks.js';

/** Pieces of a running-config, including the shapes that made the old reader quadratic. */
const piece = fc.constantFrom(
  'access-list out extended permit tcp any host 10.0.0.1 eq www\n',
  'object network N1\n host 10.0.0.5\n description web\n',
  'object-group network G\n network-object host 10.1.1.1\n',
  'hostname fw1   \t  \r\n',
  '!\n: comment\n\n',
  'fw1# show run\n',
  '<--- More ---> route outside 0 0 198.51.100.1\n',
  `hostname padded${' '.repeat(300)}x\n`,
  `${' \t'.repeat(200)}\n`,
  `${'a'.repeat(500)}(b\n`,
);

function stepsFor(text: string): number {
  const meter: TReadMeter = { steps: 0 };
  readBlocks(text, meter);
  return meter.steps;
}

describe('ASA block reader', () => {
  it('issue 17 item 5k: work grows linearly with the input (4x the input, at most 4x the steps)', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 30 }), (pieces) => {
        const once = pieces.join('');
        const steps = stepsFor(once);
        const fourTimes = stepsFor(once.repeat(4));
        expect(fourTimes).toBeLessThanOrEqual(4 * steps + 64);
        // and never more than a few visits per character
        expect(fourTimes).toBeLessThanOrEqual(6 * 4 * once.length);
      }),
    );
  });

  it('issue 17 item 5k: a whitespace run of 400 kB is read in steps proportional to its length', () => {
    // The old reader trimmed with /\s+$/, quadratic in a run of spaces followed by a character.
    const text = `hostname a${' '.repeat(400_000)}x\n`;
    expect(stepsFor(text)).toBeLessThanOrEqual(4 * text.length);
    const { blocks } = readBlocks(text);
    expect(blocks[0]?.head.tokens).toEqual(['hostname', 'a', 'x']);
  });

  it('keeps indented lines with their block and drops comments, markers and trailing spaces', () => {
    const { blocks, prompts } = readBlocks(
      'fw1# show run\r\n: Saved\r\nobject network A   \r\n host 10.0.0.1\r\n!\r\n<--- More --->  route outside 0 0 192.0.2.1\r\n',
    );
    expect(prompts.map((p) => p.text)).toEqual(['fw1# show run']);
    expect(blocks.map((b) => [b.head.text, b.children.map((c) => c.text), b.end])).toEqual([
      ['object network A', [' host 10.0.0.1'], 4],
      ['route outside 0 0 192.0.2.1', [], 6],
    ]);
  });
});
