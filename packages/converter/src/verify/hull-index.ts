/**
 * Items found by the address range they reach: which of them can meet a given range, without
 * a scan of all. Ranges are bucketed by /24; one wider than 16 buckets is kept apart and
 * offered to every query. Answers are candidates in the order the items were added: the caller
 * still applies its exact test, so the result is the same as a scan in that order.
 */
import type { TInterval } from '../model/resolve.js';

const BUCKET_BITS = 8;
const MAX_SPAN = 16;

const span = ([low, high]: TInterval) =>
  Math.floor(high / 2 ** BUCKET_BITS) - Math.floor(low / 2 ** BUCKET_BITS) + 1;

export class HullIndex {
  private readonly buckets = new Map<number, number[]>();
  private readonly wide: number[] = [];
  private count = 0;

  /** Adds item `id` (ids ascending), reaching `hull`; an item without one meets nothing. */
  add(id: number, hull: TInterval | undefined): void {
    this.count = Math.max(this.count, id + 1);
    if (!hull) return;
    if (span(hull) > MAX_SPAN) {
      this.wide.push(id);
      return;
    }
    const first = Math.floor(hull[0] / 2 ** BUCKET_BITS);
    for (let b = first; b < first + span(hull); b += 1) {
      const list = this.buckets.get(b);
      if (list) list.push(id);
      else this.buckets.set(b, [id]);
    }
  }

  /** Ids of the items whose hull may meet `hull` (a superset), ascending and distinct. */
  candidates(hull: TInterval): number[] {
    if (span(hull) > MAX_SPAN) return Array.from({ length: this.count }, (_, i) => i);
    const found = new Set(this.wide);
    const first = Math.floor(hull[0] / 2 ** BUCKET_BITS);
    for (let b = first; b < first + span(hull); b += 1)
      for (const id of this.buckets.get(b) ?? []) found.add(id);
    return [...found].sort((a, b) => a - b);
  }
}
