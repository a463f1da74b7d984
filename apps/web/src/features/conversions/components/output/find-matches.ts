import type { TToken, TTokenKind } from './fortios-highlight';

/** One occurrence of the searched text: its line (0-based) and where in the line. */
export interface TMatch {
  line: number;
  start: number;
  end: number;
}

/** A search for one letter in a long output stops counting here. */
export const MATCH_LIMIT = 10_000;

export interface TFindResult {
  matches: TMatch[];
  /** More matches exist than `matches` holds. */
  capped: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every occurrence of `query` in `lines`, ignoring case, in reading order. */
export function findMatches(
  lines: readonly string[],
  query: string,
  limit: number = MATCH_LIMIT,
): TFindResult {
  const matches: TMatch[] = [];
  if (query === '') return { matches, capped: false };
  // A case-insensitive regular expression keeps the line's own offsets (lowercasing may not).
  const pattern = new RegExp(escapeRegExp(query), 'gi');
  for (let line = 0; line < lines.length; line += 1) {
    const text = lines[line] ?? '';
    pattern.lastIndex = 0;
    for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
      if (matches.length === limit) return { matches, capped: true };
      matches.push({ line, start: found.index, end: found.index + found[0].length });
    }
  }
  return { matches, capped: false };
}

export type TMarkKind = 'none' | 'match' | 'current';

export interface TSegment {
  kind: TTokenKind;
  text: string;
  mark: TMarkKind;
}

/** A highlighted range of a line: [start, end) and whether it is the current match. */
export interface TMarkRange {
  start: number;
  end: number;
  current: boolean;
}

/** The line's tokens cut where the marked ranges (sorted, not overlapping) begin and end. */
export function markSegments(tokens: readonly TToken[], ranges: readonly TMarkRange[]): TSegment[] {
  if (ranges.length === 0) return tokens.map((token) => ({ ...token, mark: 'none' }));
  const segments: TSegment[] = [];
  let offset = 0;
  let next = 0;
  for (const token of tokens) {
    const tokenEnd = offset + token.text.length;
    let at = offset;
    while (at < tokenEnd) {
      // Ranges wholly before this point are done with.
      while (next < ranges.length && (ranges[next]?.end ?? 0) <= at) next += 1;
      const range = ranges[next];
      let stop = tokenEnd;
      let mark: TMarkKind = 'none';
      if (range && range.start <= at) {
        stop = Math.min(range.end, tokenEnd);
        mark = range.current ? 'current' : 'match';
      } else if (range) {
        stop = Math.min(range.start, tokenEnd);
      }
      segments.push({ kind: token.kind, text: token.text.slice(at - offset, stop - offset), mark });
      at = stop;
    }
    offset = tokenEnd;
  }
  return segments;
}

/** The marked ranges of `line` (matches are in reading order); `current` indexes `matches`. */
export function rangesOnLine(
  matches: readonly TMatch[],
  line: number,
  current: number,
): TMarkRange[] {
  let low = 0;
  let high = matches.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((matches[middle]?.line ?? 0) < line) low = middle + 1;
    else high = middle;
  }
  const ranges: TMarkRange[] = [];
  for (let index = low; matches[index]?.line === line; index += 1) {
    const match = matches[index];
    if (match) ranges.push({ start: match.start, end: match.end, current: index === current });
  }
  return ranges;
}
