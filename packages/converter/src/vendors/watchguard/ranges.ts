import type { TAddress, TConfigModel, TRefList } from '../../model/ir.js';
import { parseIpv4, prefixRange } from '../../net/ipv4.js';

/** Inclusive IPv4 interval, as numbers. */
export type TRange = [number, number];

/**
 * The IPv4 intervals of the model's named addresses and groups, for the NAT readers that must
 * tell whether a policy's addresses lie inside a NAT entry's (dynamic NAT From, 1-to-1 NAT
 * bases). Undefined for what has no fixed interval (FQDN, IPv6, unknown names).
 */
export class AddressRanges {
  private readonly addresses = new Map<string, TAddress>();
  private readonly groups = new Map<string, string[]>();
  private readonly memo = new Map<string, TRange[] | undefined>();

  constructor(model: TConfigModel) {
    for (const address of model.addresses) this.addresses.set(address.name, address);
    for (const group of model.addressGroups) this.groups.set(group.name, group.members);
  }

  of(name: string, depth = 0): TRange[] | undefined {
    if (this.memo.has(name)) return this.memo.get(name);
    let ranges: TRange[] | undefined;
    const address = this.addresses.get(name);
    const members = this.groups.get(name);
    if (address) ranges = addressRange(address);
    else if (members && depth < 16) {
      ranges = [];
      for (const member of members) {
        const inner = this.of(member, depth + 1);
        if (!inner) {
          ranges = undefined;
          break;
        }
        ranges.push(...inner);
      }
    }
    this.memo.set(name, ranges);
    return ranges;
  }

  /** The intervals of a list of names (`any`: everything). */
  ofList(list: TRefList): TRange[] | undefined {
    if (list === 'any') return [[0, 0xffffffff]];
    const out: TRange[] = [];
    for (const name of list) {
      const ranges = this.of(name);
      if (!ranges) return undefined;
      out.push(...ranges);
    }
    return out;
  }
}

function addressRange(address: TAddress): TRange[] | undefined {
  if (address.kind === 'host') {
    const ip = parseIpv4(address.ip);
    return ip === undefined ? undefined : [[ip, ip]];
  }
  if (address.kind === 'subnet') {
    if (parseIpv4(address.ip) === undefined) return undefined;
    return [prefixRange(address.ip, address.prefix)];
  }
  if (address.kind === 'range') {
    const start = parseIpv4(address.start);
    const end = parseIpv4(address.end);
    return start === undefined || end === undefined ? undefined : [[start, end]];
  }
  return undefined;
}

/** Every interval of `inner` lies inside one of `outer`. */
export const within = (inner: TRange[], outer: TRange[]): boolean =>
  inner.every(([lo, hi]) => outer.some(([a, b]) => a <= lo && hi <= b));

/** Some interval of `a` meets one of `b`. */
export const overlaps = (a: TRange[], b: TRange[]): boolean =>
  a.some(([lo, hi]) => b.some(([c, d]) => lo <= d && c <= hi));
