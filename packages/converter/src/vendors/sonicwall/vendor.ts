import { defineVendor } from '../toolkit/define-vendor.js';
import { parseSonicWall } from './parse.js';

/** SonicWall SonicOS 5.8-7 settings export (`.exp`), as downloaded or decoded. */
export const sonicWallParser = defineVendor({
  key: 'sonicWall',
  label: 'SonicWall SonicOS',
  aliases: ['sonicwall', 'sonicos', 'sonicwall-exp'],
  converts: [
    'Interfaces',
    'Zones',
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
  parse: parseSonicWall,
});
