import { parseIpv4, prefixRange } from '../net/ipv4.js';
import type { TAddress, TConfigModel } from './ir.js';

/** Inclusive IPv4 interval as unsigned 32-bit numbers. */
export type TInterval = [number, number];

function addressIntervals(address: TAddress): TInterval[] | undefined {
  switch (address.kind) {
    case 'host': {
      const ip = parseIpv4(address.ip);
      return ip === undefined ? undefined : [[ip, ip]];
    }
    case 'subnet':
      return parseIpv4(address.ip) === undefined
        ? undefined
        : [prefixRange(address.ip, address.prefix)];
    case 'range': {
      const start = parseIpv4(address.start);
      const end = parseIpv4(address.end);
      return start === undefined || end === undefined ? undefined : [[start, end]];
    }
    default:
      return undefined;
  }
}

/**
 * Resolves address names of one model (addresses and groups, recursively) to IPv4 intervals,
 * memoised: build once per model. A name that is not a plain IPv4 set (FQDN, geography,
 * wildcard, IPv6, an unknown name, a group with exclusions) resolves to undefined.
 */
export class AddressResolver {
  private readonly addresses: Map<string, TAddress>;
  private readonly groups: Map<string, TConfigModel['addressGroups'][number]>;
  private readonly cache = new Map<string, TInterval[] | undefined>();

  constructor(model: TConfigModel) {
    this.addresses = new Map(model.addresses.map((a) => [a.name, a]));
    this.groups = new Map(model.addressGroups.map((g) => [g.name, g]));
  }

  resolve(names: string[]): TInterval[] | undefined {
    const out: TInterval[] = [];
    for (const name of names) {
      const intervals = this.one(name, new Set());
      if (!intervals) return undefined;
      out.push(...intervals);
    }
    return out;
  }

  private one(name: string, visiting: Set<string>): TInterval[] | undefined {
    if (this.cache.has(name)) return this.cache.get(name);
    if (visiting.has(name)) return [];
    visiting.add(name);
    const address = this.addresses.get(name);
    let result: TInterval[] | undefined;
    if (address) result = addressIntervals(address);
    else {
      const group = this.groups.get(name);
      if (group && !group.exclude?.length) {
        result = [];
        for (const member of group.members) {
          const intervals = this.one(member, visiting);
          if (!intervals) {
            result = undefined;
            break;
          }
          result.push(...intervals);
        }
      }
    }
    visiting.delete(name);
    this.cache.set(name, result);
    return result;
  }
}
