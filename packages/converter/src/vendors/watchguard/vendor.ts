import { defineVendor } from '../toolkit/define-vendor.js';
import { parseWatchGuard } from './parse.js';

/** WatchGuard Fireware: the XML profile Policy Manager saves (or the Web UI downloads). */
export const watchGuardParser = defineVendor({
  key: 'watchguard',
  label: 'WatchGuard Fireware',
  aliases: ['watchguard', 'fireware', 'firebox'],
  converts: [
    'Interfaces',
    'Addresses & Address Groups',
    'Services & Service Groups',
    'Policies',
    'DHCP Servers',
    'IP Pools',
    'NAT',
    'Static Routes',
    'Schedules',
    'VPN IPSEC Phase1 & Phase2',
  ],
  files: 'one',
  parse: parseWatchGuard,
});
