import type { TAddress } from '../../model/ir.js';
import { type TOrigin } from '../../model/origin.js';
import { XmlVendorContext } from '../toolkit/xml-context.js';
import { child, type TXmlNode } from '../toolkit/xml-tree.js';

/** What the readers learn of one interface key (`wan`, `lan`, `opt3`). */
export interface TPfInterface {
  /** The model interface name. */
  name: string;
  /** IPv4 address and prefix length, when static. */
  ip?: string;
  prefix?: number;
  /** The key names a gateway or takes its address by DHCP/PPPoE: a WAN, for automatic NAT. */
  wan: boolean;
}

/**
 * State shared by the pfSense / OPNsense readers: the model, the diagnostics, the elements
 * already accounted for, and what one reader learns that another needs (interface keys,
 * gateways, port aliases).
 */
export class PfContext extends XmlVendorContext {
  /** Interface key -> what it is. */
  readonly interfaces = new Map<string, TPfInterface>();
  /** Interface group name -> member keys. */
  readonly groups = new Map<string, string[]>();
  /** Gateway name -> its interface key and address (undefined: dynamic). */
  readonly gateways = new Map<string, { key: string; ip?: string }>();
  /** Port alias name -> its entries (ports, `a:b` ranges, other port aliases). */
  readonly portAliases = new Map<string, string[]>();
  /** Aliases that exist but did not convert (URL tables, GeoIP...) -> why. */
  readonly unconverted = new Map<string, string>();
  /** `ikeid` -> the phase1 name. */
  readonly phase1ById = new Map<string, string>();
  /** `OPNsense` root (true) or `pfsense`. */
  opnsense = false;

  constructor(file: string) {
    super(file, 'pfSense');
  }

  /** A generated FQDN address, made once per name. */
  literalFqdn(fqdn: string, origin: TOrigin): string {
    const name = `f-${fqdn}`;
    if (!this.names.has('addresses', name))
      this.model.addresses.push({ name, origin, generated: true, kind: 'fqdn', fqdn });
    return name;
  }

  /** A generated country address, made once per code. */
  literalGeo(country: string, origin: TOrigin): string {
    const name = `geo-${country}`;
    if (!this.names.has('addresses', name))
      this.model.addresses.push({ name, origin, generated: true, kind: 'geo', country });
    return name;
  }

  /** The address object of that name, looked up in time linear in the objects. */
  address(name: string): TAddress | undefined {
    const list = this.model.addresses;
    for (; this.addressesSeen < list.length; this.addressesSeen++) {
      const address = list[this.addressesSeen] as TAddress;
      this.addressIndex.set(address.name, address);
    }
    return this.addressIndex.get(name);
  }

  private readonly addressIndex = new Map<string, TAddress>();
  private addressesSeen = 0;

  /** The model name of an interface key (the key itself when the file does not define it). */
  intf(key: string): string {
    return this.interfaces.get(key)?.name ?? key;
  }
}

/** Text of a child element, trimmed ('' when absent). */
export const text = (node: TXmlNode | undefined, name: string): string =>
  child(node, name)?.text ?? '';

/**
 * A legacy boolean: the element's presence means true (`<disabled/>`, `<log></log>`), OPNsense
 * writes `1`; `0` (and `no`, `off`) is false.
 */
export function flag(node: TXmlNode | undefined, name: string): boolean {
  const found = child(node, name);
  if (!found) return false;
  return !/^(0|no|off|false)$/i.test(found.text);
}

/** Every child of that name, in order. */
export const childrenNamed = (node: TXmlNode | undefined, name: string): TXmlNode[] =>
  node?.children.filter((c) => c.name === name) ?? [];

/** The XML declaration and comments carry nothing to account for (tests' line accounting). */
export const isXmlComment = (line: string): boolean =>
  line.startsWith('<?xml') || line.startsWith('<!--');
