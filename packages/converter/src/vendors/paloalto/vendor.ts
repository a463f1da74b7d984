import { firstFileOnly, type TVendorParser } from '../vendor-parser.js';
import { parsePanos } from './parse-panos.js';

const label = 'Palo Alto Networks PAN-OS';

/**
 * PAN-OS firewall and Panorama exports (XML, `set` or brace format); `part` names the vsys or
 * device group.
 */
export const paloAltoParser: TVendorParser = {
  key: 'paloAltoNetwork',
  label,
  aliases: ['paloalto', 'panos', 'pan-os', 'panorama'],
  accepts: ['paloAltoNetwork'],
  converts: [
    'Interfaces',
    'Zones',
    'Addresses & Address Groups',
    'Services & Service Groups',
    'Policies',
    'DHCP Servers',
    'NAT',
    'Static Routes',
    'Schedules',
    'VPN IPSEC Phase1 & Phase2',
    'SSLVPN',
    'Local Users & Groups',
    'DNS',
  ],
  parse: firstFileOnly(label, (file, options) => parsePanos(file.text, file.name, options)),
};
