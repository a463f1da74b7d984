/**
 * Which rules of a first-match list can meet a box by address, without a scan of them all (the
 * source NAT walk asks this for every box it cuts, over lists of thousands of rules). Rules
 * are filed by the /16 blocks their source hull reaches, and apart by those of their
 * destination hull; a rule reaching more than `MAX_RULE_SPAN` blocks in a dimension is "wide"
 * there and offered to every query in it. A box within one block in some dimension gets the
 * candidates of that block, in rule order: a superset of the rules whose hulls meet the box,
 * so the caller's exact test gives what a scan in order gives. Other boxes are scanned.
 */

const BLOCK = 2 ** 16;
/** A rule reaching more blocks than this is offered to every query of that dimension. */
const MAX_RULE_SPAN = 16;
/** Below this many rules a scan is as quick. */
const MIN_RULES = 64;

const blockOf = (value: number) => Math.floor(value / BLOCK);

/** Candidate ids kept per dimension, at most (beyond it, a block's list is merged per query). */
const MAX_KEPT = 1 << 20;

/** Sorted, distinct union of two sorted id lists. */
function union(a: readonly number[], b: readonly number[]): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? (a[i] as number) : Infinity;
    const y = j < b.length ? (b[j] as number) : Infinity;
    out[n++] = Math.min(x, y);
    if (x <= y) i += 1;
    if (y <= x) j += 1;
  }
  return out.subarray(0, n);
}

/** One dimension (source or destination hull) of the index. */
class Dimension {
  private readonly buckets = new Map<number, number[]>();
  private readonly wide: number[] = [];
  /** Per block, the wide rules and the block's own, merged once. */
  private readonly merged = new Map<number, Int32Array>();
  private kept = 0;

  constructor(hulls: Float64Array, count: number, offset: 0 | 2) {
    for (let id = 0; id < count; id += 1) {
      const low = hulls[id * 4 + offset] as number;
      const high = hulls[id * 4 + offset + 1] as number;
      // An empty set has an empty hull (low above high): it meets no box.
      if (low > high) continue;
      const first = blockOf(low);
      const last = blockOf(high);
      if (last - first + 1 > MAX_RULE_SPAN) {
        this.wide.push(id);
        continue;
      }
      for (let block = first; block <= last; block += 1) {
        const list = this.buckets.get(block);
        if (list) list.push(id);
        else this.buckets.set(block, [id]);
      }
    }
  }

  /** The sorted ids of every rule that may meet [low, high]; undefined beyond one block. */
  candidates(low: number, high: number): Int32Array | undefined {
    const block = blockOf(low);
    if (blockOf(high) !== block) return undefined;
    const known = this.merged.get(block);
    if (known) return known;
    const out = union(this.wide, this.buckets.get(block) ?? []);
    if (this.kept + out.length <= MAX_KEPT) {
      this.kept += out.length;
      this.merged.set(block, out);
    }
    return out;
  }
}

/** Index of the first value of a sorted list at or above `from`. */
function firstFrom(list: Int32Array, from: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((list[mid] as number) < from) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class FirstMatchIndex {
  private readonly src: Dimension;
  private readonly dst: Dimension;

  /** `hulls`: per rule source low, high, destination low, high (an empty set: low above high). */
  constructor(
    hulls: Float64Array,
    readonly count: number,
  ) {
    this.src = new Dimension(hulls, count, 0);
    this.dst = new Dimension(hulls, count, 2);
  }

  /** An index for `count` rules, or undefined where a scan does as well. */
  static of(hulls: Float64Array, count: number): FirstMatchIndex | undefined {
    return count < MIN_RULES ? undefined : new FirstMatchIndex(hulls, count);
  }

  /**
   * The first candidate id from `from` on that `accept` takes (candidates in ascending order),
   * `count` when none does; undefined when the box reaches several blocks in both dimensions
   * (scan instead).
   */
  first(
    from: number,
    src: readonly [number, number],
    dst: readonly [number, number],
    accept: (id: number) => boolean,
  ): number | undefined {
    const bySrc = this.src.candidates(src[0], src[1]);
    const byDst = this.dst.candidates(dst[0], dst[1]);
    const list = bySrc && byDst ? (bySrc.length <= byDst.length ? bySrc : byDst) : (bySrc ?? byDst);
    if (!list) return undefined;
    for (let i = firstFrom(list, from); i < list.length; i += 1) {
      const id = list[i] as number;
      if (accept(id)) return id;
    }
    return this.count;
  }
}
