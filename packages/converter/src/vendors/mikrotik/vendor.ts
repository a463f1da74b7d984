import { defineVendor } from '../toolkit/define-vendor.js';
import { parseMikrotik } from './parse.js';

/** MikroTik RouterOS `/export` (v6 and v7, compact, verbose or terse). */
export const mikrotikParser = defineVendor({
  key: 'mikrotik',
  label: 'MikroTik RouterOS',
  aliases: ['mikrotik', 'routeros'],
  converts: [
    'Interfaces',
    'Addresses & Address Groups',
    'Policies',
    'DHCP Servers',
    'NAT',
    'Static Routes',
    'VPN IPSEC Phase1 & Phase2',
    'DNS',
  ],
  // Inline services and time windows become generated objects, and users keep placeholder
  // passwords (partial): neither is claimed as converted.
  files: 'one',
  parse: parseMikrotik,
});
