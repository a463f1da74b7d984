/**
 * A small reduced ordered binary decision diagram package: hash-consed nodes in typed arrays, a
 * lossy operation cache, and a hard node limit (the verification's work cap). Node 0 is false,
 * node 1 is true; variables are ordered by their number.
 */

export class BddLimitError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} decision-diagram nodes`);
  }
}

export const FALSE = 0;
export const TRUE = 1;

const TERMINAL = 0x7fffffff;
const AND = 1;
const OR = 2;
const XOR = 3;
const AND_NOT = 4;
const CACHE_BITS = 19;

export class Bdd {
  private varOf = new Int32Array(1024);
  private lowOf = new Int32Array(1024);
  private highOf = new Int32Array(1024);
  private next = new Int32Array(1024);
  private buckets = new Int32Array(1024).fill(-1);
  private count = 2;
  private readonly cacheKeyA = new Int32Array(1 << CACHE_BITS).fill(-1);
  private readonly cacheKeyB = new Int32Array(1 << CACHE_BITS);
  private readonly cacheOp = new Int32Array(1 << CACHE_BITS);
  private readonly cacheResult = new Int32Array(1 << CACHE_BITS);

  constructor(readonly maxNodes: number) {
    this.varOf[FALSE] = TERMINAL;
    this.varOf[TRUE] = TERMINAL;
  }

  get size(): number {
    return this.count;
  }

  /** The node testing `variable`: `low` when it is 0, `high` when it is 1. */
  node(variable: number, low: number, high: number): number {
    if (low === high) return low;
    const mask = this.buckets.length - 1;
    const hash =
      (Math.imul(variable, 0x9e3779b1) ^ Math.imul(low, 0x85ebca6b) ^ Math.imul(high, 0xc2b2ae35)) &
      mask;
    for (let id = this.buckets[hash] as number; id !== -1; id = this.next[id] as number) {
      if (this.varOf[id] === variable && this.lowOf[id] === low && this.highOf[id] === high)
        return id;
    }
    if (this.count >= this.maxNodes) throw new BddLimitError(this.maxNodes);
    if (this.count === this.varOf.length) {
      this.grow();
      return this.node(variable, low, high);
    }
    const id = this.count++;
    this.varOf[id] = variable;
    this.lowOf[id] = low;
    this.highOf[id] = high;
    this.next[id] = this.buckets[hash] as number;
    this.buckets[hash] = id;
    return id;
  }

  private grow(): void {
    const capacity = this.varOf.length * 2;
    const resize = (old: Int32Array) => {
      const out = new Int32Array(capacity);
      out.set(old);
      return out;
    };
    this.varOf = resize(this.varOf);
    this.lowOf = resize(this.lowOf);
    this.highOf = resize(this.highOf);
    this.next = resize(this.next);
    this.buckets = new Int32Array(capacity).fill(-1);
    const mask = capacity - 1;
    for (let id = 2; id < this.count; id += 1) {
      const hash =
        (Math.imul(this.varOf[id] as number, 0x9e3779b1) ^
          Math.imul(this.lowOf[id] as number, 0x85ebca6b) ^
          Math.imul(this.highOf[id] as number, 0xc2b2ae35)) &
        mask;
      this.next[id] = this.buckets[hash] as number;
      this.buckets[hash] = id;
    }
  }

  and(a: number, b: number): number {
    return this.apply(AND, a, b);
  }

  or(a: number, b: number): number {
    return this.apply(OR, a, b);
  }

  xor(a: number, b: number): number {
    return this.apply(XOR, a, b);
  }

  /** a and not b. */
  andNot(a: number, b: number): number {
    return this.apply(AND_NOT, a, b);
  }

  /** if f then g else h. */
  ite(f: number, g: number, h: number): number {
    return this.or(this.and(f, g), this.andNot(h, f));
  }

  private terminalCase(op: number, a: number, b: number): number | undefined {
    switch (op) {
      case AND:
        if (a === FALSE || b === FALSE) return FALSE;
        if (a === TRUE || a === b) return b;
        return b === TRUE ? a : undefined;
      case OR:
        if (a === TRUE || b === TRUE) return TRUE;
        if (a === FALSE || a === b) return b;
        return b === FALSE ? a : undefined;
      case XOR:
        if (a === b) return FALSE;
        if (a === FALSE) return b;
        if (b === FALSE) return a;
        return a <= TRUE && b <= TRUE ? TRUE : undefined;
      default:
        if (a === FALSE || b === TRUE || a === b) return FALSE;
        if (b === FALSE) return a;
        return undefined;
    }
  }

  private apply(op: number, first: number, second: number): number {
    const direct = this.terminalCase(op, first, second);
    if (direct !== undefined) return direct;
    // AND, OR and XOR commute: one cache entry for both orders.
    const [a, b] = op !== AND_NOT && second < first ? [second, first] : [first, second];
    const slot =
      (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b) ^ op) & ((1 << CACHE_BITS) - 1);
    if (this.cacheKeyA[slot] === a && this.cacheKeyB[slot] === b && this.cacheOp[slot] === op) {
      return this.cacheResult[slot] as number;
    }
    const varA = this.varOf[a] as number;
    const varB = this.varOf[b] as number;
    const variable = Math.min(varA, varB);
    const [a0, a1] =
      varA === variable ? [this.lowOf[a] as number, this.highOf[a] as number] : [a, a];
    const [b0, b1] =
      varB === variable ? [this.lowOf[b] as number, this.highOf[b] as number] : [b, b];
    const result = this.node(variable, this.apply(op, a0, b0), this.apply(op, a1, b1));
    this.cacheKeyA[slot] = a;
    this.cacheKeyB[slot] = b;
    this.cacheOp[slot] = op;
    this.cacheResult[slot] = result;
    return result;
  }

  /** One assignment that makes `f` true, as variable -> bit (absent variables are free); undefined for false. */
  satisfy(f: number): Map<number, 0 | 1> | undefined {
    if (f === FALSE) return undefined;
    const out = new Map<number, 0 | 1>();
    // Every node of a reduced diagram other than false reaches true: prefer the 0 branch.
    for (let id = f; id !== TRUE;) {
      const low = this.lowOf[id] as number;
      const goLow = low !== FALSE;
      out.set(this.varOf[id] as number, goLow ? 0 : 1);
      id = goLow ? low : (this.highOf[id] as number);
    }
    return out;
  }
}
