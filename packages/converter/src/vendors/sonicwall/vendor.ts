import { defineVendor } from '../toolkit/define-vendor.js';
import { parseSonicWall } from './parse.js';

/**
 * SonicWall SonicOS 5.8-7 settings export (`.exp`), as downloaded or decoded. Site-to-site
 * tunnels are written but always partial (their proposals are private codes), so they are not
 * claimed as converted.
 */
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
    'DNS',
  ],
  files: 'one',
  parse: parseSonicWall,
});
