import { firstFileOnly, type TVendorParser } from '../vendor-parser.js';
import { parsePanos } from './parse-panos.js';

const label = 'Palo Alto Networks PAN-OS';

/** PAN-OS firewall and Panorama XML exports; `vdom` names the vsys or device group. */
export const paloAltoParser: TVendorParser = {
  key: 'paloAltoNetwork',
  label,
  aliases: ['paloalto', 'panos', 'pan-os', 'panorama'],
  accepts: ['paloAltoNetwork'],
  parse: firstFileOnly(label, (file, options) => parsePanos(file.text, file.name, options)),
};
