import { useDeferredValue, useMemo, useState } from 'react';
import { findMatches, type TMatch } from './find-matches';

/** A step through the matches: which one is current, and how many steps were taken. */
interface TCursor {
  query: string;
  index: number;
  steps: number;
}

const COUNT = new Intl.NumberFormat('en');

/**
 * Find in a long text: the matches of what was typed (counted after typing settles), the
 * current one, stepping forward and back (wrapping), and where the view should jump.
 */
export function useFind(lines: readonly string[]) {
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const result = useMemo(() => findMatches(lines, searched), [lines, searched]);
  const [cursor, setCursor] = useState<TCursor>({ query: '', index: 0, steps: 0 });

  // A new search starts at its first match.
  const fresh = cursor.query === searched;
  const index = fresh ? cursor.index : 0;
  const steps = fresh ? cursor.steps : 0;
  const total = result.matches.length;
  const current: TMatch | null = result.matches[index] ?? null;
  // A new object on every step, so the view scrolls back to the match even when it stays the
  // same one (a single match, after the reader scrolled away).
  const jumpTo = useMemo(() => (current ? { index: current.line, steps } : null), [current, steps]);

  const step = (by: 1 | -1) => {
    if (total === 0) return;
    setCursor({ query: searched, index: (index + by + total) % total, steps: steps + 1 });
  };

  let status = '';
  if (searched !== '' && total === 0) status = 'No matches';
  else if (total > 0) {
    status = `${COUNT.format(index + 1)} of ${COUNT.format(total)}${result.capped ? '+' : ''}`;
  }

  return {
    query,
    setQuery,
    matches: result.matches,
    current: total > 0 ? index : -1,
    jumpTo,
    status,
    next: () => step(1),
    previous: () => step(-1),
  };
}

export type TFind = ReturnType<typeof useFind>;
