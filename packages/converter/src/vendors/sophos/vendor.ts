import { defineVendor } from '../toolkit/define-vendor.js';
import { parseSophos } from './parse.js';

/**
 * Sophos Firewall (SFOS / XG / XGS): `Entities.xml` of the import/export archive, or XML API
 * answers, read together as one configuration.
 */
export const sophosParser = defineVendor({
  key: 'sophos',
  label: 'Sophos Firewall (SFOS)',
  aliases: ['sophos', 'sfos', 'sophos-xg', 'xg'],
  // In the catalogue's order (packages/contract/src/vendors.ts).
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
  ],
  files: 'set',
  parse: parseSophos,
});
