import { firstFileOnly, type TVendorParser } from '../vendor-parser.js';
import { parseSrx } from './parse-srx.js';

const LABEL = 'Juniper SRX (Junos)';

/** Juniper SRX (Junos): hierarchical and `set` exports; `part` picks a logical system or tenant. */
export const juniperSrxParser: TVendorParser = {
  key: 'juniperSRX',
  label: LABEL,
  aliases: ['juniper-srx', 'srx', 'junos'],
  accepts: ['juniperSRX'],
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
  parse: firstFileOnly(LABEL, (file, options) =>
    parseSrx(file.text, {
      file: file.name,
      ...(options.part ? { part: options.part } : {}),
    }),
  ),
};
