import { defineVendor } from '../toolkit/define-vendor.js';
import { parseIos } from './parse.js';

/** Cisco IOS and IOS-XE routers (`show running-config`), the catalogue's generic Cisco entry. */
export const ciscoIosParser = defineVendor({
  key: 'cisco',
  label: 'Cisco IOS / IOS-XE',
  aliases: ['cisco-ios', 'ios', 'ios-xe', 'iosxe'],
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
    'VPN IPSEC Phase1 & Phase2',
    'DNS',
  ],
  files: 'one',
  parse: parseIos,
});
