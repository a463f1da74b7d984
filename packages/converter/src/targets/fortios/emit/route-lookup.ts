import { prefixRange } from '../../../net/ipv4.js';
import type { TInterval } from '../../../model/resolve.js';

/**
 * Longest-prefix-match over connected and static routes, precomputed as a sorted list of
 * segments, so the egress interfaces of any address interval are found by binary search.
 */
export class RouteTable {
  private readonly starts: number[] = [];
  private readonly segments: { start: number; end: number; interfaces: string[] }[] = [];

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
      // Longest prefix wins; equal prefixes (a floating or failover default) all count, as
      // traffic may leave by any of them.
      let longest = -1;
      const egress = new Set<string>();
      for (const route of ranged) {
        if (route.range[0] > start || route.range[1] < end || route.prefix < longest) continue;
        if (route.prefix > longest) egress.clear();
        longest = route.prefix;
        egress.add(route.interface);
      }
      this.starts.push(start);
      this.segments.push({ start, end, interfaces: [...egress] });
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
        for (const name of segment.interfaces) found.add(name);
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
