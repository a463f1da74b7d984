import { describe, expect, it } from 'vitest';
import { findMatches, markSegments, rangesOnLine } from './find-matches';

const LINES = ['config firewall policy', '    edit 1', '        set name "Policy-A policy"', 'end'];

describe('findMatches', () => {
  it('finds every occurrence, ignoring case, in reading order', () => {
    const { matches, capped } = findMatches(LINES, 'POLICY');
    expect(capped).toBe(false);
    expect(matches).toEqual([
      { line: 0, start: 16, end: 22 },
      { line: 2, start: 18, end: 24 },
      { line: 2, start: 27, end: 33 },
    ]);
  });

  it('takes the query literally and finds nothing for an empty one', () => {
    expect(findMatches(['a.b', 'axb'], 'a.b').matches).toEqual([{ line: 0, start: 0, end: 3 }]);
    expect(findMatches(LINES, '').matches).toEqual([]);
  });

  it('stops at the limit and says there are more', () => {
    const result = findMatches(['e e e', 'e e'], 'e', 4);
    expect(result.matches).toHaveLength(4);
    expect(result.capped).toBe(true);
  });
});

describe('rangesOnLine and markSegments', () => {
  it('marks the matches of a line across token boundaries, the current one apart', () => {
    const { matches } = findMatches(LINES, 'policy');
    const ranges = rangesOnLine(matches, 2, 2);
    expect(ranges).toEqual([
      { start: 18, end: 24, current: false },
      { start: 27, end: 33, current: true },
    ]);
    const tokens = [
      { kind: 'keyword' as const, text: '        set' },
      { kind: 'plain' as const, text: ' ' },
      { kind: 'setting' as const, text: 'name' },
      { kind: 'plain' as const, text: ' ' },
      { kind: 'string' as const, text: '"Policy-A policy"' },
    ];
    const marked = markSegments(tokens, ranges).filter((segment) => segment.mark !== 'none');
    expect(marked).toEqual([
      { kind: 'string', text: 'Policy', mark: 'match' },
      { kind: 'string', text: 'policy', mark: 'current' },
    ]);
    expect(
      markSegments(tokens, ranges)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(LINES[2]);
  });

  it('has no ranges for a line without matches', () => {
    expect(rangesOnLine(findMatches(LINES, 'policy').matches, 1, 0)).toEqual([]);
  });
});
