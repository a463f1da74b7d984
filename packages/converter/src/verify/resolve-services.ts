/**
 * Service names of one model -> a canonical union of boxes over (protocol, source port,
 * destination port or ICMP type/code). Two services match the same packets exactly when their
 * canonical forms are equal, which is what lets rules be compared by value.
 */
import type { TConfigModel, TRefList, TService, TServiceGroup, TServiceTerm } from '../model/ir.js';
import type { TInterval, TIntervals } from './intervals.js';
import { intersect, intervalsKey, normalize, sameIntervals } from './intervals.js';
import { ICMP_PROTOCOLS, PORT_PROTOCOLS, PORT_TOP, PROTOCOL_TOP } from './space.js';

/** Packets with protocol in `proto`, source port in `sport`, destination port (or ICMP type * 256 + code) in `dport`. */
export interface TServiceBox {
  proto: TInterval;
  sport: TInterval;
  dport: TIntervals;
}

export interface TResolvedServices {
  boxes: TServiceBox[];
  key: string;
  problems: string[];
}

const ALL_PORTS: TInterval = [0, PORT_TOP];
const ANY_BOX: TServiceBox = { proto: [0, PROTOCOL_TOP], sport: ALL_PORTS, dport: [ALL_PORTS] };

function ports(ranges: readonly (readonly [number, number])[] | undefined): TIntervals {
  if (!ranges?.length) return [ALL_PORTS];
  const clamp = (port: number) => Math.min(PORT_TOP, Math.max(0, port));
  return normalize(ranges.map(([a, b]) => [clamp(Math.min(a, b)), clamp(Math.max(a, b))] as const));
}

function termBoxes(term: TServiceTerm): TServiceBox[] {
  switch (term.protocol) {
    case 'tcp':
    case 'udp':
    case 'sctp': {
      const proto = { tcp: 6, udp: 17, sctp: 132 }[term.protocol];
      const dport = ports(term.dst);
      return ports(term.src).map((sport) => ({ proto: [proto, proto], sport, dport }));
    }
    case 'icmp':
    case 'icmp6': {
      const proto = term.protocol === 'icmp' ? 1 : 58;
      const { type, code } = term;
      let dport: TIntervals = [ALL_PORTS];
      if (type !== undefined && code !== undefined)
        dport = [[type * 256 + code, type * 256 + code]];
      else if (type !== undefined) dport = [[type * 256, type * 256 + 255]];
      return [{ proto: [proto, proto], sport: ALL_PORTS, dport }];
    }
    case 'ip':
      return [term.number === 0 ? ANY_BOX : { ...ANY_BOX, proto: [term.number, term.number] }];
  }
}

/** The part of a protocol range that carries ports, ICMP type/code, or neither. */
type TProtocolClass = 'ports' | 'icmp' | 'bare';
const classOf = (protocol: number): TProtocolClass =>
  PORT_PROTOCOLS.includes(protocol) ? 'ports' : ICMP_PROTOCOLS.includes(protocol) ? 'icmp' : 'bare';

/** Valid (source, destination) ports per class: port 0 is never traffic; ICMP has no source port. */
const VALID: Record<TProtocolClass, { sport: TInterval; dport: TInterval }> = {
  ports: { sport: [1, PORT_TOP], dport: [1, PORT_TOP] },
  icmp: { sport: [0, 0], dport: ALL_PORTS },
  bare: { sport: [0, 0], dport: [0, 0] },
};

/** Splits boxes where the protocol class changes and cuts them to the valid ports of the class. */
function clampToValid(boxes: readonly TServiceBox[]): TServiceBox[] {
  const out: TServiceBox[] = [];
  for (const box of boxes) {
    let start = box.proto[0];
    for (let protocol = box.proto[0]; protocol <= box.proto[1]; protocol += 1) {
      const kind = classOf(protocol);
      if (protocol < box.proto[1] && classOf(protocol + 1) === kind) continue;
      const valid = VALID[kind];
      const sport = intersect([box.sport], [valid.sport])[0];
      const dport = intersect(box.dport, [valid.dport]);
      if (sport && dport.length > 0) out.push({ proto: [start, protocol], sport, dport });
      start = protocol + 1;
    }
  }
  return out;
}

/** Elementary segments of a line cut at every boundary of `ranges`, each with the ranges over it. */
function sweep<T>(items: readonly T[], range: (item: T) => TInterval): [TInterval, T[]][] {
  const cuts = [...new Set(items.flatMap((item) => [range(item)[0], range(item)[1] + 1]))];
  cuts.sort((a, b) => a - b);
  const out: [TInterval, T[]][] = [];
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    const low = cuts[i] as number;
    const high = (cuts[i + 1] as number) - 1;
    const over = items.filter((item) => range(item)[0] <= low && range(item)[1] >= high);
    if (over.length > 0) out.push([[low, high], over]);
  }
  return out;
}

/** Merges neighbouring segments whose contents are equal. */
function mergeRuns<T>(segments: [TInterval, T][], same: (a: T, b: T) => boolean): [TInterval, T][] {
  const out: [TInterval, T][] = [];
  for (const [range, value] of segments) {
    const last = out[out.length - 1];
    if (last && last[0][1] + 1 === range[0] && same(last[1], value)) {
      last[0] = [last[0][0], range[1]];
    } else out.push([range, value]);
  }
  return out;
}

type TPlane = [TInterval, TIntervals][];
const samePlane = (a: TPlane, b: TPlane) =>
  a.length === b.length &&
  a.every(([range, set], i) => {
    const other = b[i];
    return (
      other !== undefined &&
      range[0] === other[0][0] &&
      range[1] === other[0][1] &&
      sameIntervals(set, other[1])
    );
  });

/** The unique disjoint decomposition of a union of boxes (protocol, then source port). */
export function canonicalServices(boxes: readonly TServiceBox[]): TServiceBox[] {
  const planes = sweep(clampToValid(boxes), (box) => box.proto).map(([proto, over]) => {
    const rows = sweep(over, (box) => box.sport).map(([sport, inRow]): [TInterval, TIntervals] => [
      sport,
      normalize(inRow.flatMap((box) => box.dport)),
    ]);
    return [proto, mergeRuns(rows, sameIntervals)] as [TInterval, TPlane];
  });
  return mergeRuns(planes, samePlane).flatMap(([proto, plane]) =>
    plane.map(([sport, dport]) => ({ proto, sport, dport })),
  );
}

export const servicesKey = (boxes: readonly TServiceBox[]): string =>
  boxes
    .map(
      (box) =>
        `${box.proto[0]}-${box.proto[1]}/${box.sport[0]}-${box.sport[1]}/${intervalsKey(box.dport)}`,
    )
    .join(';');

export class ServiceResolver {
  private readonly services = new Map<string, TService>();
  private readonly groups = new Map<string, TServiceGroup>();
  private readonly byList = new Map<string, TResolvedServices>();

  constructor(model: TConfigModel) {
    for (const group of model.serviceGroups) this.groups.set(group.name, group);
    for (const service of model.services) this.services.set(service.name, service);
  }

  resolveList(refs: TRefList): TResolvedServices {
    const cacheKey = refs === 'any' ? '*' : refs.join('\n');
    const cached = this.byList.get(cacheKey);
    if (cached) return cached;
    const problems: string[] = [];
    const raw =
      refs === 'any' ? [ANY_BOX] : refs.flatMap((name) => this.expand(name, new Set(), problems));
    const boxes = canonicalServices(raw);
    const result = { boxes, key: servicesKey(boxes), problems };
    this.byList.set(cacheKey, result);
    return result;
  }

  /** Over-approximates what cannot be resolved by every service (see TResolvedSet). */
  private expand(name: string, visiting: Set<string>, problems: string[]): TServiceBox[] {
    const service = this.services.get(name);
    if (service) return service.terms.flatMap(termBoxes);
    const group = this.groups.get(name);
    if (!group) {
      problems.push(`undefined service '${name}'`);
      return [ANY_BOX];
    }
    if (visiting.has(name)) {
      problems.push(`service group '${name}' contains itself`);
      return [ANY_BOX];
    }
    visiting.add(name);
    const out = group.members.flatMap((member) => this.expand(member, visiting, problems));
    visiting.delete(name);
    return out;
  }
}
