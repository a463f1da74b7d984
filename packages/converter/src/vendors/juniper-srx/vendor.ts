import { defineVendor } from '../toolkit/define-vendor.js';
import { parseSrx } from './parse.js';

/** Juniper SRX (Junos): hierarchical and `set` exports; `part` picks a logical system or tenant. */
export const juniperSrxParser = defineVendor({
  key: 'juniperSRX',
  label: 'Juniper SRX (Junos)',
  aliases: ['juniper-srx', 'srx', 'junos'],
  converts: [
    'Interfaces',
    'Zones',
    'Addresses & Address Groups',
    'Services & Service Groups',
    'Schedules',
    'Policies',
    'IP Pools',
    'NAT',
    'Static Routes',
    'VPN IPSEC Phase1 & Phase2',
    'DNS',
    'DHCP Servers',
  ],
  files: 'one',
  parse: parseSrx,
});
