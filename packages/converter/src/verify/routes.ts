/**
 * Longest-prefix match over the target's routes, as disjoint address segments with the
 * interfaces a packet to them may leave by (all of them when equal prefixes name several: the
 * device may use any, e.g. after a failover).
 */
import { parseIpv4 } from '../net/ipv4.js';
import type { TIntervals } from './intervals.js';
import { intervalsKey, intersect } from './intervals.js';
import { ADDRESS_TOP, IPV4_TOP } from './space.js';

export interface TRoute {
  /** `a.b.c.d/n`. */
  prefix: string;
  /** Target interface name. */
  interface: string;
}

export interface TRouteSegment {
  low: number;
  high: number;
  /** Sorted interface names. */
  egress: readonly string[];
}

interface TPrefixGroup {
  low: number;
  high: number;
  length: number;
  names: Set<string>;
}

export class RouteTable {
  /** Routed IPv4 segments in order; addresses in no segment have no route. */
  readonly segments: TRouteSegment[] = [];
  /** Routes that are not IPv4 prefixes (ignored). */
  readonly invalid: TRoute[] = [];

  constructor(routes: readonly TRoute[]) {
    const groups = new Map<string, TPrefixGroup>();
    for (const route of routes) {
      const [ip = '', length = ''] = route.prefix.split('/');
      const value = parseIpv4(ip);
      const bits = Number(length);
      if (
        value === undefined ||
        length === '' ||
        !Number.isInteger(bits) ||
        bits < 0 ||
        bits > 32
      ) {
        this.invalid.push(route);
        continue;
      }
      const size = 2 ** (32 - bits);
      const low = value - (value % size);
      const group = groups.get(`${low}/${bits}`) ?? {
        low,
        high: low + size - 1,
        length: bits,
        names: new Set(),
      };
      group.names.add(route.interface);
      groups.set(`${low}/${bits}`, group);
    }
    // Prefixes nest or are disjoint: a sweep with a stack keeps the longest one on top.
    const sorted = [...groups.values()].sort((a, b) => a.low - b.low || a.length - b.length);
    const cuts = [...new Set(sorted.flatMap((g) => [g.low, g.high + 1]))].sort((a, b) => a - b);
    const stack: TPrefixGroup[] = [];
    let next = 0;
    cuts.forEach((low, i) => {
      if (low > IPV4_TOP) return;
      const high = (cuts[i + 1] ?? IPV4_TOP + 1) - 1;
      while (stack.length > 0 && (stack[stack.length - 1] as TPrefixGroup).high < low) stack.pop();
      while (next < sorted.length && (sorted[next] as TPrefixGroup).low === low)
        stack.push(sorted[next++] as TPrefixGroup);
      const top = stack[stack.length - 1];
      if (!top) return;
      const egress = [...top.names].sort();
      const last = this.segments[this.segments.length - 1];
      if (last && last.high + 1 === low && last.egress.join('\n') === egress.join('\n'))
        last.high = high;
      else this.segments.push({ low, high, egress });
    });
  }

  /** Index of the first segment ending at or after `value`. */
  private firstFrom(value: number): number {
    let low = 0;
    let high = this.segments.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.segments[mid] as TRouteSegment).high < value) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The interfaces a packet to `dst` may leave by; empty when no route matches. */
  egressOf(dst: number): readonly string[] {
    const segment = this.segments[this.firstFrom(dst)];
    return segment && segment.low <= dst ? segment.egress : [];
  }

  /**
   * Canonical text of the (destination interface, destination address) pairs a rule matches
   * that routing allows; empty when it allows none. Opaque destinations may leave anywhere.
   */
  routedKey(dstIntf: 'any' | readonly string[], dst: TIntervals): string {
    const pieces: { low: number; high: number; names: string }[] = [];
    for (const range of dst) {
      const low = range[0];
      const high = range[1];
      if (low > IPV4_TOP) break;
      for (let i = this.firstFrom(low); i < this.segments.length; i += 1) {
        const segment = this.segments[i] as TRouteSegment;
        if (segment.low > high) break;
        // The allowed names' text, built without intermediate lists (this runs per segment).
        let names = '';
        let allowed = 0;
        for (const name of segment.egress) {
          if (dstIntf !== 'any' && !dstIntf.includes(name)) continue;
          names = allowed === 0 ? name : `${names},${name}`;
          allowed += 1;
        }
        if (allowed === 0) continue;
        const piece = {
          low: Math.max(low, segment.low),
          high: Math.min(high, segment.high),
          names,
        };
        const last = pieces[pieces.length - 1];
        if (last && last.high + 1 === piece.low && last.names === piece.names)
          last.high = piece.high;
        else pieces.push(piece);
      }
    }
    const opaque = intersect(dst, [[IPV4_TOP + 1, ADDRESS_TOP]]);
    const routed = pieces.map((p) => `${p.low}-${p.high}>${p.names}`).join(';');
    if (opaque.length === 0) return routed;
    return `${routed}#${dstIntf === 'any' ? '*' : dstIntf.join(',')}>${intervalsKey(opaque)}`;
  }
}
