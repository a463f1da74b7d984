import type { TSourceParts } from '../vendor-parser.js';
import { deviceGroupNames } from './panorama.js';
import { child, entries, nameOf, type TXmlNode } from '../toolkit/xml-tree.js';

/**
 * The parts of a PAN-OS configuration that convert separately: a Panorama's device groups, or
 * a multi-vsys firewall's virtual systems, in document order; undefined when there is one.
 */
export function panosParts(config: TXmlNode): TSourceParts | undefined {
  const device = entries(child(config, 'devices'))[0];
  const groups = deviceGroupNames(device);
  if (groups) return groups.length > 1 ? { kind: 'Device group', names: groups } : undefined;
  const vsys = entries(child(device, 'vsys')).map(nameOf);
  return vsys.length > 1 ? { kind: 'Virtual system', names: vsys } : undefined;
}
