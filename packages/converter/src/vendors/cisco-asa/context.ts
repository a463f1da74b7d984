import { Diagnostics, objectKey } from '../../report/collector.js';
import type { TObjectType, TReportStatus } from '../../report/report-types.js';
import { emptyModel, type TAddress, type TConfigModel, type TServiceTerm } from '../../model/ir.js';
import { originOf, type TOrigin } from '../../model/origin.js';
import { formatIpv4, maskToPrefix, networkOf, parseIpv4 } from '../../net/ipv4.js';
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

/** State shared by the ASA parser's passes. */
export class AsaContext {
  readonly model: TConfigModel;
  readonly diag = new Diagnostics();
  /** `name 10.0.0.1 web-srv` aliases. */
  readonly aliases = new Map<string, string>();
  readonly acls = new Map<string, TAcl>();
  readonly aclUses = new Map<string, Set<TAclUse>>();
  readonly addressNames = new Set<string>();
  /** Names of `object network` and `object-group network`: pools live in another namespace. */
  readonly networkObjectNames = new Set<string>();
  /** `ip local pool` name -> the address it became (renamed when an object has its name). */
  readonly poolAddress = new Map<string, string>();
  readonly serviceNames = new Set<string>();
  /** object-group protocol and icmp-type: resolved into terms where used. */
  readonly protocolGroups = new Map<string, number[]>();
  readonly icmpGroups = new Map<string, number[]>();
  /** Port groups (`object-group service G tcp`): port ranges by name. */
  readonly portGroups = new Map<
    string,
    { protocol: 'tcp' | 'udp' | 'tcp-udp'; ranges: [number, number][] }
  >();
  private readonly generated = new Map<string, string>();
  private readonly addressIndex = new Map<string, TAddress>();
  private indexed = 0;

  constructor(
    readonly file: string,
    vendor: string,
  ) {
    this.model = emptyModel(vendor);
  }

  origin(line: TAsaLine | TAsaBlock): TOrigin {
    return 'head' in line
      ? originOf(this.file, line.head.n, line.end)
      : originOf(this.file, line.n);
  }

  /** A line (or block) that is not a model object: ignored, unsupported or unrecognised. */
  report(
    status: TReportStatus,
    objectType: TObjectType,
    at: TAsaLine | TAsaBlock,
    code: string,
    message: string,
    name?: string,
  ): void {
    this.diag.line(status, objectType, this.origin(at), code, message, name);
  }

  note(
    collection: string,
    name: string,
    status: 'converted' | 'partial' | 'unsupported' | 'ignored',
    code: string,
    message: string,
  ): void {
    this.diag.note(objectKey(collection, name), { status, code, message });
  }

  /** An IP, or the IP a `name` alias stands for. */
  ip(token: string | undefined): string | undefined {
    if (token === undefined) return undefined;
    if (/^\d+\.\d+\.\d+\.\d+$/.test(token)) return token;
    return this.aliases.get(token);
  }

  /** An address object for an inline value, made once per value. */
  inlineAddress(value: { ip: string; prefix: number }, origin: TOrigin): string {
    const ip = networkOf(value.ip, value.prefix);
    const name = value.prefix === 32 ? `h-${ip}` : `n-${ip}_${value.prefix}`;
    if (!this.generated.has(name)) {
      this.generated.set(name, name);
      const address: TAddress =
        value.prefix === 32
          ? { name, origin, generated: true, kind: 'host', ip }
          : { name, origin, generated: true, kind: 'subnet', ip, prefix: value.prefix };
      this.model.addresses.push(address);
      this.addressNames.add(name);
    }
    return name;
  }

  /** A service object for inline terms, named after what it matches. */
  inlineService(name: string, terms: TServiceTerm[], origin: TOrigin): string {
    if (!this.generated.has(`svc:${name}`)) {
      this.generated.set(`svc:${name}`, name);
      this.model.services.push({ name, origin, generated: true, terms });
      this.serviceNames.add(name);
    }
    return name;
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
    if (!this.addressNames.has(name)) {
      this.model.addresses.push({ name, origin, generated: true, kind: 'wildcard', ip, wildcard });
      this.addressNames.add(name);
    }
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
