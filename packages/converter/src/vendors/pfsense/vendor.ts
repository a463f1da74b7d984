import { defineVendor } from '../toolkit/define-vendor.js';
import { parsePfsense } from './parse.js';

/** pfSense and OPNsense `config.xml` (plain, or `config.xml.gz` unpacked before the parser). */
export const pfsenseParser = defineVendor({
  key: 'pfSense',
  label: 'pfSense / OPNsense',
  aliases: ['pfsense', 'opnsense'],
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
  parse: parsePfsense,
});
