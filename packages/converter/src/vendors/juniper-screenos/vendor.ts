import { firstFileOnly, type TVendorParser } from '../vendor-parser.js';
import { parseScreenOs } from './parse-screenos.js';

const LABEL = 'Juniper ScreenOS (SSG/ISG)';

/** Juniper ScreenOS `get config` (NetScreen, SSG, ISG). */
export const screenOsParser: TVendorParser = {
  key: 'juniperSSG/ISG',
  label: LABEL,
  aliases: ['screenos', 'juniper-screenos', 'netscreen', 'ssg', 'isg'],
  accepts: ['juniperSSG/ISG'],
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
  parse: firstFileOnly(LABEL, (file) => parseScreenOs(file.text, { file: file.name })),
};
