import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHierarchical } from './hierarchical.js';
import { parseSetFormat } from './set-format.js';

/**
 * issue 17 item 5k: the readers' work grows linearly with the input. Work is the readers' own
 * count of tokens read and words written (no clock): an input made of 4n copies of a block
 * must cost at most about 4 times what n copies cost.
 */
const block = fc.record({
  depth: fc.integer({ min: 0, max: 4 }),
  values: fc.integer({ min: 1, max: 6 }),
  inactive: fc.boolean(),
  annotated: fc.boolean(),
  appended: fc.boolean(),
});
type TBlock = {
  depth: number;
  values: number;
  inactive: boolean;
  annotated: boolean;
  appended: boolean;
};

/** One policy in the hierarchy, nested `depth` containers deeper, with a `[ ]` list. */
function hierarchical(b: TBlock, i: number): string {
  const open = Array.from({ length: b.depth }, (_, d) => `extra-${d} x${i} {`).join('\n');
  const close = '}\n'.repeat(b.depth);
  const list = Array.from({ length: b.values }, (_, v) => `app-${v}`).join(' ');
  return `security {
    policies {
        from-zone a to-zone b {
            ${b.annotated ? `/* note on p${i}\n   over two lines */` : ''}
            ${b.inactive ? 'inactive: ' : ''}policy p${i} {
                ${open}
                match {
                    source-address [ ${list} ];
                    destination-address any;
                    application junos-http;
                }
                then { permit; }
                ${close}
            }
        }
    }
}
`;
}

function setLines(b: TBlock, i: number): string {
  const path = `security policies from-zone a to-zone b policy s${i}`;
  const deep = Array.from({ length: b.depth }, (_, d) => `extra-${d} x${i}`).join(' ');
  const list = Array.from({ length: b.values }, (_, v) => `app-${v}`).join(' ');
  return [
    `set ${path} ${deep} match source-address [ ${list} ]`,
    `set ${path} match application junos-http`,
    `set ${path} then permit`,
    ...(b.inactive ? [`deactivate ${path}`] : []),
    '',
  ].join('\n');
}

function ratio(parse: (text: string) => { work: number }, build: (i: number) => string, n: number) {
  const text = (count: number) => Array.from({ length: count }, (_, i) => build(i)).join('');
  return parse(text(4 * n)).work / parse(text(n)).work;
}

describe('issue 17 item 5k: Junos readers do linear work', () => {
  it('hierarchical: 4x the input costs at most 4.5x the work', () => {
    fc.assert(
      fc.property(block, fc.integer({ min: 20, max: 60 }), (b, n) => {
        const build = (i: number) =>
          hierarchical(b, i) + (b.appended ? setLines(b, i).replace(/^deactivate.*$/m, '') : '');
        expect(ratio(parseHierarchical, build, n)).toBeLessThanOrEqual(4.5);
      }),
      { numRuns: 30 },
    );
  });

  it('set format: 4x the input costs at most 4.5x the work', () => {
    fc.assert(
      fc.property(block, fc.integer({ min: 20, max: 60 }), (b, n) => {
        expect(ratio(parseSetFormat, (i) => setLines(b, i), n)).toBeLessThanOrEqual(4.5);
      }),
      { numRuns: 30 },
    );
  });

  it('counts real work: a statement with a longer path costs more', () => {
    const shallow = parseHierarchical(
      hierarchical({ depth: 0, values: 1, inactive: false, annotated: false, appended: false }, 1),
    );
    const deep = parseHierarchical(
      hierarchical({ depth: 4, values: 1, inactive: false, annotated: false, appended: false }, 1),
    );
    expect(deep.work).toBeGreaterThan(shallow.work);
    expect(shallow.stmts.length).toBeGreaterThan(0);
  });
});
