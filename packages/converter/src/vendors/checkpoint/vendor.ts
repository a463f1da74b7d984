import { defineVendor } from '../toolkit/define-vendor.js';
import { parseCheckPoint } from './parse.js';

/** Check Point: Management API JSON, Gaia clish and legacy files, read together as one set. */
export const checkPointParser = defineVendor({
  key: 'checkPoint',
  label: 'Check Point',
  aliases: ['checkpoint', 'check-point', 'cp'],
  // The sniffer names Check Point from a rulebase page or a Gaia header; typed object lists,
  // minified JSON and legacy files get no verdict (null), which every parser accepts.
  accepts: ['checkPoint'],
  converts: [
    'Interfaces',
    'Zones',
    'Addresses & Address Groups',
    'Services & Service Groups',
    'Policies',
    'NAT',
    'Schedules',
    'Static Routes',
    'VPN IPSEC Phase1 & Phase2',
    'DNS',
  ],
  files: 'set',
  parse: parseCheckPoint,
});
