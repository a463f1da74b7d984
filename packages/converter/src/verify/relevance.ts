/**
 * Which rules can matter to the part of the packet space the differing rules cover: a rule
 * that shares no packet with any of them is skipped by the search. Exact overlap tests for a
 * few differing rules, per-field bounding boxes for many.
 */
import type { TFlatRule } from './flatten.js';
import type { TInterval } from './intervals.js';
import { hull, intersects } from './intervals.js';

const EXACT_UP_TO = 32;

const overlaps = (a: TInterval, b: TInterval) => a[0] <= b[1] && b[0] <= a[1];

const sameInterface = (a: 'any' | readonly string[], b: 'any' | readonly string[]) =>
  a === 'any' || b === 'any' || a.some((name) => b.includes(name));

/** Whether two rules may match a common packet (conditions aside). */
export function rulesOverlap(a: TFlatRule, b: TFlatRule): boolean {
  return (
    sameInterface(a.srcIntf, b.srcIntf) &&
    sameInterface(a.dstIntf, b.dstIntf) &&
    intersects(a.src, b.src) &&
    intersects(a.dst, b.dst) &&
    a.services.some((x) =>
      b.services.some(
        (y) =>
          overlaps(x.proto, y.proto) && overlaps(x.sport, y.sport) && intersects(x.dport, y.dport),
      ),
    )
  );
}

/** Per field hulls (source, destination, protocol, destination port, source port). */
type THulls = [TInterval, TInterval, TInterval, TInterval, TInterval];

function hullsOf(rules: readonly TFlatRule[]): THulls | undefined {
  let out: THulls | undefined;
  const widen = (a: TInterval, b: TInterval): TInterval => [
    Math.min(a[0], b[0]),
    Math.max(a[1], b[1]),
  ];
  for (const rule of rules) {
    const src = hull(rule.src);
    const dst = hull(rule.dst);
    for (const box of rule.services) {
      const dport = hull(box.dport);
      if (!src || !dst || !dport) continue;
      const next: THulls = [src, dst, box.proto, dport, box.sport];
      out = out ? (out.map((range, i) => widen(range, next[i] as TInterval)) as THulls) : next;
    }
  }
  return out;
}

/** A test that is false only for rules sharing no packet with any of `differing`. */
export function relevanceFilter(differing: readonly TFlatRule[]): (rule: TFlatRule) => boolean {
  if (differing.length <= EXACT_UP_TO)
    return (rule) => differing.some((other) => rulesOverlap(rule, other));
  const bounds = hullsOf(differing);
  return (rule) => {
    const own = bounds && hullsOf([rule]);
    return own !== undefined && own.every((range, i) => overlaps(range, bounds?.[i] as TInterval));
  };
}
