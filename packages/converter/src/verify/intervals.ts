/**
 * Sets of integers as sorted, disjoint, non-adjacent inclusive intervals. Verification uses them
 * for every dimension of the packet space (addresses, protocols, ports), so that two sets are
 * equal exactly when their interval lists are equal.
 */

export type TInterval = readonly [low: number, high: number];
export type TIntervals = readonly TInterval[];

/** Sorts and merges overlapping or adjacent intervals into the canonical form. */
export function normalize(intervals: readonly TInterval[]): TIntervals {
  if (intervals.length <= 1) return intervals.filter(([low, high]) => low <= high);
  const sorted = intervals.filter(([low, high]) => low <= high).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (let i = 0; i < sorted.length; i += 1) {
    const low = (sorted[i] as TInterval)[0];
    const high = (sorted[i] as TInterval)[1];
    const last = out[out.length - 1];
    if (last && low <= last[1] + 1) last[1] = Math.max(last[1], high);
    else out.push([low, high]);
  }
  return out;
}

export function unionAll(sets: readonly TIntervals[]): TIntervals {
  if (sets.length === 1) return sets[0] ?? [];
  return normalize(sets.flat());
}

export function intersect(a: TIntervals, b: TIntervals): TIntervals {
  const out: TInterval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as TInterval;
    const y = b[j] as TInterval;
    const low = Math.max(x[0], y[0]);
    const high = Math.min(x[1], y[1]);
    if (low <= high) out.push([low, high]);
    if (x[1] < y[1]) i += 1;
    else j += 1;
  }
  return out;
}

/** Everything in `a` that is not in `b`. */
export function subtract(a: TIntervals, b: TIntervals): TIntervals {
  const out: TInterval[] = [];
  let j = 0;
  for (const [low, high] of a) {
    let start = low;
    while (j < b.length && (b[j] as TInterval)[1] < start) j += 1;
    let k = j;
    while (k < b.length && start <= high) {
      const [bLow, bHigh] = b[k] as TInterval;
      if (bLow > high) break;
      if (bLow > start) out.push([start, bLow - 1]);
      start = Math.max(start, bHigh + 1);
      k += 1;
    }
    if (start <= high) out.push([start, high]);
  }
  return out;
}

export function complement(a: TIntervals, universe: TInterval): TIntervals {
  return subtract([universe], a);
}

export function contains(set: TIntervals, value: number): boolean {
  let low = 0;
  let high = set.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    // Indexing, not destructuring: this runs for every rule of long lists.
    const interval = set[mid] as TInterval;
    if (value < interval[0]) high = mid - 1;
    else if (value > interval[1]) low = mid + 1;
    else return true;
  }
  return false;
}

/** Whether `inner` is a subset of `outer`. */
export function covers(outer: TIntervals, inner: TIntervals): boolean {
  return subtract(inner, outer).length === 0;
}

export function sameIntervals(a: TIntervals, b: TIntervals): boolean {
  if (a.length !== b.length) return false;
  return a.every(([low, high], i) => low === b[i]?.[0] && high === b[i]?.[1]);
}

/** Canonical text of a set, for comparing rules by value. */
export function intervalsKey(set: TIntervals): string {
  return set.map(([low, high]) => (low === high ? `${low}` : `${low}-${high}`)).join(',');
}

/** The smallest single interval containing the set; undefined when empty. */
export function hull(set: TIntervals): TInterval | undefined {
  const first = set[0];
  const last = set[set.length - 1];
  return first && last ? [first[0], last[1]] : undefined;
}

/** `hull(intersect(set, within))`, without building the intersection (`set` may be long). */
export function hullWithin(set: TIntervals, within: TIntervals): TInterval | undefined {
  let low: number | undefined;
  for (const [from, to] of within) {
    // The first interval of `set` ending at or after `from`.
    let a = 0;
    let b = set.length;
    while (a < b) {
      const mid = (a + b) >> 1;
      if ((set[mid] as TInterval)[1] < from) a = mid + 1;
      else b = mid;
    }
    const found = set[a];
    if (found && found[0] <= to) {
      low = Math.max(found[0], from);
      break;
    }
  }
  if (low === undefined) return undefined;
  for (let i = within.length - 1; i >= 0; i -= 1) {
    const [from, to] = within[i] as TInterval;
    // The last interval of `set` starting at or before `to`.
    let a = 0;
    let b = set.length;
    while (a < b) {
      const mid = (a + b) >> 1;
      if ((set[mid] as TInterval)[0] <= to) a = mid + 1;
      else b = mid;
    }
    const found = set[a - 1];
    if (found && found[1] >= from) return [low, Math.min(found[1], to)];
  }
  return undefined;
}

/** Whether two sets share a value. */
export function intersects(a: TIntervals, b: TIntervals): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as TInterval;
    const y = b[j] as TInterval;
    if (x[0] <= y[1] && y[0] <= x[1]) return true;
    if (x[1] < y[1]) i += 1;
    else j += 1;
  }
  return false;
}
