import type { TNatRule } from '../../model/ir.js';
import { XmlVendorContext } from '../toolkit/xml-context.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import type { TEnd } from './aliases.js';
import type { TSnat } from './nat.js';

/**
 * State shared by the Fireware readers: the model, the diagnostics, the elements accounted for,
 * and the profile's named lists (objects reference each other by `<name>`), indexed once.
 */
export class WatchGuardContext extends XmlVendorContext {
  /** Objects (addresses, services, schedules) read but not converted: what names them is not either. */
  readonly unconverted = new Set<string>();
  /** Services that match every protocol (`Any`): policies name `any`. */
  readonly anyServices = new Set<string>();
  /** `<alias>` elements by name. */
  readonly aliases = new Map<string, TXmlNode>();
  /** What each alias resolved to, once (its members are never changed after). */
  readonly resolvedAliases = new Map<string, TEnd[]>();
  /** Aliases a policy or NAT entry resolved (the rest are reported as unused). */
  readonly usedAliases = new Set<string>();
  /** `<nat>` elements of `<nat-list>` (SNAT actions) by name. */
  readonly snatActions = new Map<string, TXmlNode>();
  /** Built-in interface alias (`Any-Trusted`, ...) -> the interfaces of that type. */
  readonly interfacesOfType = new Map<string, string[]>();
  /** Static NAT actions read (undefined: not convertible), and the NAT rules made of them. */
  readonly snatRead = new Map<string, TSnat | undefined>();
  readonly snatMade = new Map<string, TNatRule>();
  /** Names of the BOVPN gateways converted (phase1 interfaces): `Any-BOVPN`. */
  readonly tunnels: string[] = [];

  constructor(file: string) {
    super(file, 'watchguard');
  }
}

/** Text of the first child of that name, trimmed ('' when absent or empty). */
export const textOf = (node: TXmlNode | undefined, name: string): string =>
  node?.children.find((c) => c.name === name)?.text ?? '';

/** The children of the first child of that name (a list container). */
export const listOf = (node: TXmlNode | undefined, name: string): TXmlNode[] =>
  node?.children.find((c) => c.name === name)?.children ?? [];
