import { prefixRange } from '../../../net/ipv4.js';
import type { TInterval } from '../../../model/resolve.js';

/**
 * Longest-prefix-match over connected and static routes, precomputed as a sorted list of
 * segments, so the egress interfaces of any address interval are found by binary search.
 */
export class RouteTable {
  private readonly starts: number[] = [];
  private readonly segments: { start: number; end: number; interface: string | undefined }[] = [];

  constructor(routes: { ip: string; prefix: number; interface: string }[]) {
    const ranged = routes.map((route) => ({
      range: prefixRange(route.ip, route.prefix),
      prefix: route.prefix,
      interface: route.interface,
    }));
    const cuts = new Set<number>([0]);
    for (const { range } of ranged) {
      cuts.add(range[0]);
      if (range[1] < 0xffffffff) cuts.add(range[1] + 1);
    }
    const sorted = [...cuts].sort((a, b) => a - b);
    sorted.forEach((start, index) => {
      const end = index + 1 < sorted.length ? (sorted[index + 1] ?? 0) - 1 : 0xffffffff;
      let best: { prefix: number; interface: string } | undefined;
      for (const route of ranged) {
        if (
          route.range[0] <= start &&
          route.range[1] >= end &&
          (!best || route.prefix > best.prefix)
        )
          best = route;
      }
      this.starts.push(start);
      this.segments.push({ start, end, interface: best?.interface });
    });
  }

  /** Every interface some address of the intervals leaves through. */
  egress(intervals: TInterval[]): string[] {
    const found = new Set<string>();
    for (const [low, high] of intervals) {
      let i = this.indexOf(low);
      for (; i < this.segments.length; i += 1) {
        const segment = this.segments[i];
        if (!segment || segment.start > high) break;
        if (segment.interface) found.add(segment.interface);
      }
    }
    return [...found].sort();
  }

  private indexOf(value: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= value) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}
