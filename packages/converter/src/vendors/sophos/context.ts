import { originOf, type TOrigin } from '../../model/origin.js';
import { VendorContext } from '../toolkit/vendor-context.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';

/**
 * State of one Sophos Firewall conversion: the model, the diagnostics and which file each
 * element came from (a set of XML API answers is read as one configuration).
 */
export class SophosContext extends VendorContext<TXmlNode> {
  private readonly files = new WeakMap<TXmlNode, string>();
  /** Zone name -> the interfaces (model names) placed in it. */
  readonly zoneMembers = new Map<string, string[]>();
  /** Zones rules name that no `<Zone>` or interface of the input defines. */
  readonly undefinedZones = new Set<string>();
  /** Objects converted with something left out (a group member): rules naming them are not compared. */
  readonly lossy = new Set<string>();

  constructor(file: string) {
    super(file, 'sophos');
  }

  /** Remembers the file of a top-level entity (its children share it). */
  fileOf(node: TXmlNode, file: string): void {
    this.files.set(node, file);
  }

  origin(node: TXmlNode): TOrigin {
    return originOf(this.files.get(node) ?? this.file, node.line, node.endLine);
  }

  /** Places an interface in a zone (the zone's interfaces are read from the interfaces). */
  addToZone(zone: string, iface: string): void {
    const members = this.zoneMembers.get(zone) ?? [];
    if (!members.includes(iface)) members.push(iface);
    this.zoneMembers.set(zone, members);
  }
}
