import type { TVendorParser } from '../vendor-parser.js';
import { defineVendor } from '../toolkit/define-vendor.js';
import { parseAsa } from './parse.js';

/** The platforms that share the ASA configuration language, read by one parser. */
const FAMILY = [
  { key: 'ciscoASA', label: 'Cisco ASA', aliases: ['cisco-asa', 'asa'] },
  { key: 'ciscoPIX', label: 'Cisco PIX', aliases: ['cisco-pix', 'pix'] },
  { key: 'ciscoFWSM', label: 'Cisco FWSM', aliases: ['cisco-fwsm', 'fwsm'] },
  {
    key: 'ciscoFTD',
    label: 'Cisco Firepower Threat Defense (LINA)',
    aliases: ['cisco-ftd', 'ftd'],
  },
];

/** Cisco ASA and its family: one definition, an entry per platform (the catalogue has four). */
export const ASA_FAMILY_PARSERS: readonly TVendorParser[] = FAMILY.map(({ key, label, aliases }) =>
  defineVendor({
    key,
    label,
    aliases,
    accepts: FAMILY.map((member) => member.key),
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
      'SSLVPN',
      'DNS',
    ],
    files: 'one',
    parse: (files, options) => parseAsa(files, options, key),
  }),
);
