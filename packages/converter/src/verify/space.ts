/**
 * The packet space that verification reasons about, and the registries both models share so
 * that their flat rules speak of the same values.
 *
 * Addresses live on one number line: IPv4 is 0 .. 2^32-1; FQDN and geo objects are "atoms" at
 * 2^32 + k (each stands for the addresses it resolves to, which verification cannot know);
 * IPv6 objects are atoms at 2^32 + 2^31 + k. `any` is the whole line; an IPv4 set that covers
 * every IPv4 address also covers the FQDN/geo atoms (they resolve to IPv4 addresses), not IPv6.
 */
import type { TInterval } from './intervals.js';

export const IPV4_TOP = 2 ** 32 - 1;
const NAMED_ATOM_BASE = 2 ** 32;
const IPV6_ATOM_BASE = 2 ** 32 + 2 ** 31;
export const ADDRESS_TOP = 2 ** 33 - 1;
export const ANY_ADDRESS: TInterval = [0, ADDRESS_TOP];
/** IPv4 plus the FQDN/geo atoms: what `0.0.0.0/0` means. */
export const ALL_IPV4: TInterval = [0, IPV6_ATOM_BASE - 1];

export const PORT_TOP = 65535;
export const PROTOCOL_TOP = 255;
/** Protocols whose packets carry ports (TCP, UDP, SCTP). Port 0 is reserved and never traffic. */
export const PORT_PROTOCOLS: readonly number[] = [6, 17, 132];
/** ICMP and ICMPv6: the destination-port dimension holds type * 256 + code. */
export const ICMP_PROTOCOLS: readonly number[] = [1, 58];

const PROTOCOL_NAMES: Record<number, string> = {
  1: 'icmp',
  6: 'tcp',
  17: 'udp',
  47: 'gre',
  50: 'esp',
  51: 'ah',
  58: 'icmp6',
  89: 'ospf',
  132: 'sctp',
};

export function protocolName(protocol: number): string {
  return PROTOCOL_NAMES[protocol] ?? `ip/${protocol}`;
}

/** The interface of a packet that arrives on (or leaves by) an interface no rule names. */
export const OTHER_INTERFACE = '(other)';

/** Opaque address atoms (`fqdn:www.example.com`, `geo:US`, `ipv6:2001:db8::/32`), shared by both models. */
export class AtomRegistry {
  private readonly byKey = new Map<string, number>();
  private readonly keys = new Map<number, string>();
  private named = 0;
  private ipv6 = 0;

  /** The address value of an atom; IPv6 atoms sit apart from the IPv4 line. */
  value(key: string): number {
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    const value = key.startsWith('ipv6:')
      ? IPV6_ATOM_BASE + this.ipv6++
      : NAMED_ATOM_BASE + this.named++;
    this.byKey.set(key, value);
    this.keys.set(value, key);
    return value;
  }

  /** How many atoms are registered (numbered in the order they were first used). */
  get size(): number {
    return this.named + this.ipv6;
  }

  keyOf(value: number): string | undefined {
    return this.keys.get(value);
  }

  /** The address values that exist: IPv4 and the registered atoms. */
  domain(): TInterval[] {
    const out: TInterval[] = [[0, NAMED_ATOM_BASE - 1 + this.named]];
    if (this.ipv6 > 0) out.push([IPV6_ATOM_BASE, IPV6_ATOM_BASE + this.ipv6 - 1]);
    return out;
  }
}

/**
 * Conditions beyond the packet (a schedule being active, the user belonging to a user or
 * group). Each is a free boolean of the search: equivalence for every combination of them holds
 * for every real time and user too.
 */
export class ConditionRegistry {
  private readonly byKey = new Map<string, number>();
  /** How each condition reads in a counterexample, by id. */
  readonly labels: string[] = [];

  /** The id of a condition; `label` is kept from its first use. */
  id(key: string, label: string): number {
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    this.byKey.set(key, this.labels.length);
    this.labels.push(label);
    return this.labels.length - 1;
  }
}
