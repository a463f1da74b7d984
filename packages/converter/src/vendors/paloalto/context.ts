import type { TServiceTerm } from '../../model/ir.js';
import { type TOrigin } from '../../model/origin.js';
import { XmlVendorContext } from '../toolkit/xml-context.js';
import { literalToAddress } from './literals.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';

/**
 * State shared by the PAN-OS readers: the toolkit's context (a report points at an element)
 * with what PAN-OS adds: the elements read, tunnels, GlobalProtect, tags, shadowed objects.
 */
export class PanContext extends XmlVendorContext {
  /** `tunnel.N` -> the IKE gateway (phase1) whose tunnel uses it. */
  readonly tunnelPhase1 = new Map<string, string>();
  /** GlobalProtect tunnel interface (`tunnel.N`) -> its gateway: FortiOS's `ssl.root`. */
  readonly gpTunnels = new Map<string, string>();
  /**
   * Zones holding GlobalProtect tunnels: `only` when that is all they hold (policies name
   * `ssl.root` instead of them), `mixed` when they hold other interfaces too.
   */
  readonly gpZones = new Map<string, 'only' | 'mixed'>();
  /** User groups that may log in to the SSL VPN made of the GlobalProtect gateways. */
  gpGroups: string[] = [];
  /** Tags of address objects, for dynamic address groups. */
  readonly addressTags = new Map<string, string[]>();
  /**
   * Objects of outer scopes (shared, parent device groups) by `collection:name`, with their
   * scope, so an object of the same name in a nearer scope can shadow them.
   */
  readonly sharedObjects = new Map<string, { node: TXmlNode; scope: TXmlNode }>();

  constructor(file: string) {
    super(file, 'paloAltoNetwork');
  }

  /** A literal in PAN-OS's syntax (country codes too), made once per value. */
  override literalAddress(value: string, origin: TOrigin): string | undefined {
    const address = literalToAddress(value, origin);
    return address && this.generatedAddress(address);
  }

  /** A service the converter makes, unless a service group already has its name. */
  override generatedService(name: string, terms: TServiceTerm[], origin: TOrigin): string {
    if (this.names.has('serviceGroups', name)) return name;
    return super.generatedService(name, terms, origin);
  }
}
