import { defineVendor } from '../toolkit/define-vendor.js';
import { parseScreenOs } from './parse.js';

/** Juniper ScreenOS `get config` (NetScreen, SSG, ISG). */
export const screenOsParser = defineVendor({
  key: 'juniperSSG/ISG',
  label: 'Juniper ScreenOS (SSG/ISG)',
  aliases: ['screenos', 'juniper-screenos', 'netscreen', 'ssg', 'isg'],
  converts: [
    'Interfaces',
    'Zones',
    'Addresses & Address Groups',
    'Services & Service Groups',
    'Policies',
    'DHCP Servers',
    'IP Pools',
    'NAT',
    'Static Routes',
    'Schedules',
    'DNS',
    'VPN IPSEC Phase1 & Phase2',
  ],
  files: 'one',
  parse: parseScreenOs,
});
