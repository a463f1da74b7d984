import { defineVendor } from '../toolkit/define-vendor.js';
import { parseHuawei } from './parse.js';

/** Huawei USG / HiSecEngine (VRP `display current-configuration`, security-policy model). */
export const huaweiParser = defineVendor({
  key: 'huawei',
  label: 'Huawei USG',
  aliases: ['huawei', 'usg', 'vrp'],
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
    'VPN IPSEC Phase1 & Phase2',
    'DNS',
  ],
  files: 'one',
  parse: parseHuawei,
});
