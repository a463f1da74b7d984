import type { TAddress } from '../../model/ir.js';
import { originOf, type TOrigin } from '../../model/origin.js';
import { dottedMaskPrefix, VendorContext } from '../toolkit/vendor-context.js';
import type { TAsaBlock, TAsaLine } from '../cisco-asa/blocks.js';

/** IOS shares ASA's line structure: a column-0 command and its indented sub-lines. */
export type TLine = TAsaLine;
export type TBlock = TAsaBlock;

/** An access list as written: its entries in order, and the line that opened it (named). */
export interface TAcl {
  name: string;
  kind: 'standard' | 'extended';
  head?: TLine;
  lines: TLine[];
}

/** What uses an access list (an ACL serves interfaces, NAT, crypto, class-maps, route-maps). */
export type TAclUse = 'interface' | 'nat' | 'crypto' | 'class-map' | 'other';

/** An `ip access-group A in|out` on an interface. */
export interface TBinding {
  acl: string;
  direction: 'in' | 'out';
  iface: string;
  line: TLine;
}

/** `!` lines are separators and comments in a running-config. */
export const isIosComment = (line: string): boolean => line.trimStart().startsWith('!');

const IPV4 = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** State shared by the IOS readers: the toolkit's context and the tables between readers. */
export class IosContext extends VendorContext<TLine | TBlock> {
  readonly acls = new Map<string, TAcl>();
  readonly aclUses = new Map<string, Set<TAclUse>>();
  readonly bindings: TBinding[] = [];
  /** `ip nat inside` / `ip nat outside` interfaces. */
  readonly natInside: string[] = [];
  readonly natOutside: string[] = [];
  /** Interface name -> `crypto map M` on it; tunnel interfaces with `tunnel protection`. */
  readonly cryptoMapOn = new Map<string, string>();

  /** Address names by the words that gave them (`host A`, `A W`, `A M`): made once per value. */
  private readonly literals = new Map<string, string>();

  origin(at: TLine | TBlock): TOrigin {
    return 'head' in at ? originOf(this.file, at.head.n, at.end) : originOf(this.file, at.n);
  }

  useAcl(name: string, use: TAclUse): void {
    const uses = this.aclUses.get(name) ?? new Set<TAclUse>();
    uses.add(use);
    this.aclUses.set(name, uses);
  }

  /** An IPv4 address token, or undefined. */
  ip(token: string | undefined): string | undefined {
    return token !== undefined && IPV4.test(token) ? token : undefined;
  }

  /**
   * `A W`, an address and a Cisco wildcard (set bits "don't care"): a prefix where the wildcard
   * is contiguous, else a wildcard address. Its name, or undefined if not an address.
   */
  wildcardAddress(ipToken: string | undefined, wildToken: string | undefined, origin: TOrigin) {
    const key = `${ipToken ?? ''} ~${wildToken ?? ''}`;
    const known = this.literals.get(key);
    if (known !== undefined) return known;
    const name = this.readWildcard(ipToken, wildToken, origin);
    if (name !== undefined) this.literals.set(key, name);
    return name;
  }

  /** The host `A` (a /32), its address object's name. */
  hostAddress(ip: string, origin: TOrigin): string {
    const known = this.literals.get(ip);
    if (known !== undefined) return known;
    const name = this.valueAddress({ ip, prefix: 32 }, origin);
    this.literals.set(ip, name);
    return name;
  }

  private readWildcard(
    ipToken: string | undefined,
    wildToken: string | undefined,
    origin: TOrigin,
  ) {
    const ip = this.ip(ipToken);
    const wildcard = this.ip(wildToken);
    if (ip === undefined || wildcard === undefined) return undefined;
    const mask = wildcard
      .split('.')
      .map((o) => String(255 - Number(o)))
      .join('.');
    const prefix = dottedMaskPrefix(mask);
    if (prefix !== undefined) return this.valueAddress({ ip, prefix }, origin);
    const masked = ip
      .split('.')
      .map((o, i) => String(Number(o) & (255 - Number(wildcard.split('.')[i]))))
      .join('.');
    const address: TAddress = {
      name: `w-${masked}_${wildcard}`,
      origin,
      generated: true,
      kind: 'wildcard',
      ip: masked,
      wildcard,
    };
    return this.generatedAddress(address);
  }

  /** `A M`, an address and a subnet mask, as an address object's name. */
  maskAddress(ipToken: string | undefined, maskToken: string | undefined, origin: TOrigin) {
    const key = `${ipToken ?? ''} /${maskToken ?? ''}`;
    const known = this.literals.get(key);
    if (known !== undefined) return known;
    const name = this.readMask(ipToken, maskToken, origin);
    if (name !== undefined) this.literals.set(key, name);
    return name;
  }

  private readMask(ipToken: string | undefined, maskToken: string | undefined, origin: TOrigin) {
    const ip = this.ip(ipToken);
    const prefix = maskToken === undefined ? undefined : dottedMaskPrefix(maskToken);
    return ip === undefined || prefix === undefined
      ? undefined
      : this.valueAddress({ ip, prefix }, origin);
  }

  /** The interface of that name (IOS names interfaces by their hardware name). */
  iface(name: string | undefined) {
    return this.model.interfaces.find((candidate) => candidate.name === name);
  }
}
