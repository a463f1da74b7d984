/**
 * The packet space as decision-diagram variables, and flat rules as diagrams over them.
 * Variable order (most significant bit first within a field): conditions, source interface,
 * destination interface, source address, destination address, protocol, destination port
 * (or ICMP type * 256 + code), source port. Fields of one rule are independent, so a rule's
 * diagram is the fields' diagrams chained.
 */
import type { Bdd } from './bdd.js';
import { FALSE, TRUE } from './bdd.js';
import type { TFlatRule } from './flatten.js';
import type { RouteTable } from './routes.js';
import type { TInterval, TIntervals } from './intervals.js';
import { intervalsKey, normalize } from './intervals.js';
import type { TServiceBox } from './resolve-services.js';
import { canonicalServices, servicesKey } from './resolve-services.js';
import type { AtomRegistry } from './space.js';
import { ADDRESS_TOP, IPV4_TOP, OTHER_INTERFACE, PORT_TOP, PROTOCOL_TOP } from './space.js';

interface TField {
  first: number;
  width: number;
}

type TFieldName = 'srcIntf' | 'dstIntf' | 'src' | 'dst' | 'proto' | 'dport' | 'sport';

/** A packet as numbers: what the search produces and the evaluator reads. */
export interface TRawPacket {
  srcIntf: string;
  dstIntf: string;
  src: number;
  dst: number;
  protocol: number;
  sport: number;
  dport: number;
  /** Ids of the conditions that hold (ConditionRegistry). */
  conditions: ReadonlySet<number>;
}

const widthOf = (top: number) => Math.max(1, Math.ceil(Math.log2(top + 1)));

export class PacketEncoder {
  private readonly fields: Record<TFieldName, TField>;
  private readonly interfaceIndex: Map<string, number>;
  private readonly cache = new Map<string, number>();

  constructor(
    private readonly bdd: Bdd,
    private readonly conditionCount: number,
    /** Every interface name in use; index `interfaces.length` is every other interface. */
    private readonly interfaces: readonly string[],
  ) {
    this.interfaceIndex = new Map(interfaces.map((name, index) => [name, index]));
    const intfWidth = widthOf(interfaces.length);
    let next = conditionCount;
    const field = (width: number): TField => {
      const out = { first: next, width };
      next += width;
      return out;
    };
    this.fields = {
      srcIntf: field(intfWidth),
      dstIntf: field(intfWidth),
      src: field(widthOf(ADDRESS_TOP)),
      dst: field(widthOf(ADDRESS_TOP)),
      proto: field(widthOf(PROTOCOL_TOP)),
      dport: field(widthOf(PORT_TOP)),
      sport: field(widthOf(PORT_TOP)),
    };
  }

  /** The packets whose field lies in `set` (a canonical interval set). */
  field(name: TFieldName, set: TIntervals): number {
    const key = `${name}:${intervalsKey(set)}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const { first, width } = this.fields[name];
    // Splits the field's range in halves, one bit at a time, until a half is inside or outside.
    const build = (level: number, start: number, from: number, to: number): number => {
      if (from >= to) return FALSE;
      const size = 2 ** (width - level);
      const head = set[from] as TInterval;
      if (to - from === 1 && head[0] <= start && head[1] >= start + size - 1) return TRUE;
      const middle = start + size / 2;
      let split = from;
      while (split < to && (set[split] as TInterval)[0] < middle) split += 1;
      const rightFrom =
        split > from && (set[split - 1] as TInterval)[1] >= middle ? split - 1 : split;
      const low = build(level + 1, start, from, split);
      return this.bdd.node(first + level, low, build(level + 1, middle, rightFrom, to));
    };
    const result = build(0, 0, 0, set.length);
    this.cache.set(key, result);
    return result;
  }

  private interfaceSet(names: 'any' | readonly string[]): TIntervals {
    if (names === 'any') return [[0, this.interfaces.length]];
    return normalize(
      names
        .map((name) => this.interfaceIndex.get(name) ?? -1)
        .filter((i) => i >= 0)
        .map((i) => [i, i]),
    );
  }

  services(boxes: readonly TServiceBox[]): number {
    const key = `services:${servicesKey(boxes)}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    let out = FALSE;
    for (const box of boxes) {
      const ports = this.bdd.and(this.field('dport', box.dport), this.field('sport', [box.sport]));
      out = this.bdd.or(out, this.bdd.and(this.field('proto', [box.proto]), ports));
    }
    this.cache.set(key, out);
    return out;
  }

  private condition(id: number): number {
    return this.bdd.node(id, FALSE, TRUE);
  }

  /** The packets a flat rule matches. */
  rule(rule: TFlatRule): number {
    const cached = rule.inexact ? undefined : this.cache.get(rule.key);
    if (cached !== undefined) return cached;
    const { bdd } = this;
    let out = this.services(rule.services);
    out = bdd.and(this.field('dst', rule.dst), out);
    out = bdd.and(this.field('src', rule.src), out);
    out = bdd.and(this.field('dstIntf', this.interfaceSet(rule.dstIntf)), out);
    out = bdd.and(this.field('srcIntf', this.interfaceSet(rule.srcIntf)), out);
    for (const clause of rule.clauses ?? []) {
      out = bdd.and(
        clause.reduce((any, id) => bdd.or(any, this.condition(id)), FALSE),
        out,
      );
    }
    if (rule.schedule !== undefined) out = bdd.and(this.condition(rule.schedule), out);
    if (!rule.inexact) this.cache.set(rule.key, out);
    return out;
  }

  /** Packets that exist: known interfaces or "other", registered address atoms, valid ports per protocol. */
  valid(atoms: AtomRegistry): number {
    const { bdd } = this;
    const interfaces: TIntervals = [[0, this.interfaces.length]];
    let out = this.services(
      canonicalServices([
        { proto: [0, PROTOCOL_TOP], sport: [0, PORT_TOP], dport: [[0, PORT_TOP]] },
      ]),
    );
    out = bdd.and(this.field('dst', atoms.domain()), out);
    out = bdd.and(this.field('src', atoms.domain()), out);
    out = bdd.and(this.field('dstIntf', interfaces), out);
    return bdd.and(this.field('srcIntf', interfaces), out);
  }

  /** Packets arriving on one interface (or on any unnamed one: OTHER_INTERFACE). */
  arrivingOn(name: string): number {
    const index = this.interfaceIndex.get(name) ?? this.interfaces.length;
    return this.field('srcIntf', [[index, index]]);
  }

  /**
   * Packets whose destination interface is one the longest matching route names. IPv4
   * destinations without a route cannot leave; opaque ones may leave anywhere.
   */
  routed(table: RouteTable): number {
    const { bdd } = this;
    let out = this.field('dst', [[IPV4_TOP + 1, ADDRESS_TOP]]);
    for (const segment of table.segments) {
      const leaves = this.field('dstIntf', this.interfaceSet(segment.egress));
      out = bdd.or(out, bdd.and(this.field('dst', [[segment.low, segment.high]]), leaves));
    }
    return out;
  }

  /** Packets whose field has a non-zero lowest byte (a host rather than a network address). */
  private lowByteSet(name: TFieldName): number {
    const { first, width } = this.fields[name];
    let out = FALSE;
    for (let bit = first + width - 1; bit >= first + width - 8; bit -= 1)
      out = this.bdd.node(bit, out, TRUE);
    return out;
  }

  /** Constraints that make a counterexample easier to read, in the order they are tried. */
  preferences(): number[][] {
    const field = (name: TFieldName, set: TIntervals) => this.field(name, set);
    const named: TIntervals = this.interfaces.length > 0 ? [[0, this.interfaces.length - 1]] : [];
    // Unicast addresses outside 0.0.0.0/8: 1.0.0.0 - 223.255.255.255.
    const unicast: TIntervals = [[2 ** 24, 224 * 2 ** 24 - 1]];
    return [
      [field('proto', [[6, 6]]), field('proto', [[17, 17]]), field('proto', [[1, 1]])],
      [field('srcIntf', named)],
      [field('dstIntf', named)],
      [field('src', unicast), field('src', [[0, IPV4_TOP]])],
      [field('dst', unicast), field('dst', [[0, IPV4_TOP]])],
      [this.lowByteSet('src')],
      [this.lowByteSet('dst')],
      [field('sport', [[1024, PORT_TOP]])],
    ];
  }

  /** The packet an assignment describes (free bits are 0). */
  decode(assignment: ReadonlyMap<number, 0 | 1>): TRawPacket {
    const value = (name: TFieldName) => {
      const { first, width } = this.fields[name];
      let out = 0;
      for (let bit = 0; bit < width; bit += 1) out = out * 2 + (assignment.get(first + bit) ?? 0);
      return out;
    };
    const intf = (index: number) => this.interfaces[index] ?? OTHER_INTERFACE;
    const conditions = new Set<number>();
    for (let id = 0; id < this.conditionCount; id += 1)
      if (assignment.get(id) === 1) conditions.add(id);
    return {
      srcIntf: intf(value('srcIntf')),
      dstIntf: intf(value('dstIntf')),
      src: value('src'),
      dst: value('dst'),
      protocol: value('proto'),
      sport: value('sport'),
      dport: value('dport'),
      conditions,
    };
  }
}
