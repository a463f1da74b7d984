import type { TAddress } from '../../model/ir.js';
import { originOf, type TOrigin } from '../../model/origin.js';
import { formatIpv4, maskToPrefix, parseIpv4 } from '../../net/ipv4.js';
import { VendorContext } from '../toolkit/vendor-context.js';
import type { TAsaBlock, TAsaLine } from './blocks.js';

/** An access list as written, before it is known what uses it. */
export interface TAcl {
  name: string;
  lines: TAsaLine[];
}

/** How an access list is used; an ACL can serve several features. */
export type TAclUse = 'access-group' | 'crypto' | 'split-tunnel' | 'vpn-filter' | 'nat' | 'other';

/** What an address stands for, as text (its name aside). */
function addressValue(address: TAddress): string {
  switch (address.kind) {
    case 'host':
      return `${address.ip}/32`;
    case 'subnet':
      return `${address.ip}/${address.prefix}`;
    case 'range':
      return address.start === address.end
        ? `${address.start}/32`
        : `${address.start}-${address.end}`;
    case 'fqdn':
      return `fqdn:${address.fqdn}`;
    case 'wildcard':
      return `${address.ip}~${address.wildcard}`;
    case 'geo':
      return `geo:${address.country}`;
  }
}

/** State shared by the ASA parser's passes: the toolkit's context and what is ASA's own. */
export class AsaContext extends VendorContext<TAsaLine | TAsaBlock> {
  /** `name 10.0.0.1 web-srv` aliases. */
  readonly aliases = new Map<string, string>();
  readonly acls = new Map<string, TAcl>();
  readonly aclUses = new Map<string, Set<TAclUse>>();
  /** Names of `object network` and `object-group network`: pools live in another namespace. */
  readonly networkObjectNames = new Set<string>();
  /** `ip local pool` name -> the address it became (renamed when an object has its name). */
  readonly poolAddress = new Map<string, string>();
  /** object-group protocol and icmp-type: resolved into terms where used. */
  readonly protocolGroups = new Map<string, number[]>();
  readonly icmpGroups = new Map<string, number[]>();
  /** Port groups (`object-group service G tcp`): port ranges by name. */
  readonly portGroups = new Map<
    string,
    { protocol: 'tcp' | 'udp' | 'tcp-udp'; ranges: [number, number][] }
  >();
  private readonly addressIndex = new Map<string, TAddress>();
  private indexed = 0;

  origin(line: TAsaLine | TAsaBlock): TOrigin {
    return 'head' in line
      ? originOf(this.file, line.head.n, line.end)
      : originOf(this.file, line.n);
  }

  /** An IP, or the IP a `name` alias stands for. */
  ip(token: string | undefined): string | undefined {
    if (token === undefined) return undefined;
    if (/^\d+\.\d+\.\d+\.\d+$/.test(token)) return token;
    return this.aliases.get(token);
  }

  /**
   * `A M` with a mask that is not contiguous (`255.255.0.255`): a wildcard address, where the
   * zero bits of the mask are "don't care". Undefined when it is an ordinary prefix.
   */
  wildcardOf(
    addressToken: string | undefined,
    maskToken: string | undefined,
    origin: TOrigin,
  ): string | undefined {
    const ip = this.ip(addressToken);
    const mask = maskToken === undefined ? undefined : parseIpv4(maskToken);
    if (ip === undefined || mask === undefined || maskToPrefix(maskToken ?? '') !== undefined)
      return undefined;
    const wildcard = formatIpv4(~mask >>> 0);
    const name = `w-${ip}_${wildcard}`;
    if (!this.hasAddress(name))
      this.model.addresses.push({ name, origin, generated: true, kind: 'wildcard', ip, wildcard });
    return name;
  }

  /** `A M` (address and mask) as a prefix, resolving aliases; undefined if not one. */
  prefixOf(addressToken: string | undefined, maskToken: string | undefined) {
    const ip = this.ip(addressToken);
    const prefix = maskToken === undefined ? undefined : maskToPrefix(maskToken);
    return ip === undefined || prefix === undefined ? undefined : { ip, prefix };
  }

  /** The address object of a name (objects, inline values), if one is defined. */
  addressNamed(name: string): TAddress | undefined {
    for (; this.indexed < this.model.addresses.length; this.indexed += 1) {
      const address = this.model.addresses[this.indexed];
      if (address && !this.addressIndex.has(address.name))
        this.addressIndex.set(address.name, address);
    }
    return this.addressIndex.get(name);
  }

  /** Two names for the same addresses (`object LAN` and `10.0.0.0 255.255.255.0`). */
  sameAddress(a: string | undefined, b: string | undefined): boolean {
    if (a === undefined || b === undefined) return false;
    if (a === b) return true;
    const x = this.addressNamed(a);
    const y = this.addressNamed(b);
    return x !== undefined && y !== undefined && addressValue(x) === addressValue(y);
  }

  useAcl(name: string, use: TAclUse): void {
    const uses = this.aclUses.get(name) ?? new Set<TAclUse>();
    uses.add(use);
    this.aclUses.set(name, uses);
  }
}
