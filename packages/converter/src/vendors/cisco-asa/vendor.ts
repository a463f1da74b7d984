import type { TObjectType } from '../../report/report-types.js';
import { firstFileOnly, type TVendorParser } from '../vendor-parser.js';
import { parseAsa } from './parse-asa.js';

const ASA_CONVERTS: readonly TObjectType[] = [
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
];

const asaFamily = (key: string, label: string, aliases: string[]): TVendorParser => ({
  key,
  label,
  aliases,
  accepts: ['ciscoASA', 'ciscoPIX', 'ciscoFWSM', 'ciscoFTD'],
  converts: ASA_CONVERTS,
  parse: firstFileOnly(label, (file) => parseAsa(file.text, { file: file.name, vendor: key })),
});

/** Cisco ASA and the platforms that share its configuration language, read by one parser. */
export const ASA_FAMILY_PARSERS: readonly TVendorParser[] = [
  asaFamily('ciscoASA', 'Cisco ASA', ['cisco-asa', 'asa']),
  asaFamily('ciscoPIX', 'Cisco PIX', ['cisco-pix', 'pix']),
  asaFamily('ciscoFWSM', 'Cisco FWSM', ['cisco-fwsm', 'fwsm']),
  asaFamily('ciscoFTD', 'Cisco Firepower Threat Defense (LINA)', ['cisco-ftd', 'ftd']),
];
