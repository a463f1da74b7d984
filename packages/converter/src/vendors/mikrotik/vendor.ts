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
    'Services & Service Groups',
    'Policies',
    'Local Users & Groups',
    'DHCP Servers',
    'NAT',
    'Static Routes',
    'Schedules',
    'VPN IPSEC Phase1 & Phase2',
    'DNS',
  ],
  files: 'one',
  parse: parseMikrotik,
});
