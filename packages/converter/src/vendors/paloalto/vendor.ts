import { defineVendor } from '../toolkit/define-vendor.js';
import { parsePanos } from './parse.js';

/**
 * PAN-OS firewall and Panorama exports (XML, `set` or brace format); `part` names the vsys or
 * device group.
 */
export const paloAltoParser = defineVendor({
  key: 'paloAltoNetwork',
  label: 'Palo Alto Networks PAN-OS',
  aliases: ['paloalto', 'panos', 'pan-os', 'panorama'],
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
  files: 'one',
  parse: parsePanos,
});
