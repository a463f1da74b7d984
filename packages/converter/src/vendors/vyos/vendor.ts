import type { TObjectType } from '../../report/report-types.js';
import { defineVendor } from '../toolkit/define-vendor.js';
import type { TVendorParser } from '../vendor-parser.js';
import { parseVyos } from './parse.js';

/** In the catalogue's order (packages/contract/src/vendors.ts); the same for both keys. */
const VYOS_CONVERTS: readonly TObjectType[] = [
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
];

/** Both keys' files: the sniffer tells EdgeOS (`ubiquiti`) from VyOS (`vyatta`) where it can. */
const ACCEPTS = ['vyatta', 'ubiquiti'];

/**
 * VyOS / Vyatta and Ubiquiti EdgeOS, read by one parser: `config.boot` or `set` commands, one
 * file or a configuration split into several.
 */
export const vyosParser = defineVendor({
  key: 'vyatta',
  label: 'VyOS / Vyatta / EdgeOS',
  aliases: ['vyatta', 'vyos'],
  accepts: ACCEPTS,
  converts: VYOS_CONVERTS,
  files: 'set',
  parse: parseVyos,
});

/** EdgeOS under its own catalogue key: the same parser. */
export const edgeOsParser = defineVendor({
  key: 'ubiquiti',
  label: 'Ubiquiti EdgeOS',
  aliases: ['ubiquiti', 'edgeos', 'edgerouter', 'ubnt'],
  accepts: ACCEPTS,
  converts: VYOS_CONVERTS,
  files: 'set',
  parse: parseVyos,
});

/** Both keys' parsers, VyOS first (detection picks the first that accepts a key). */
export const VYOS_FAMILY_PARSERS: readonly TVendorParser[] = [vyosParser, edgeOsParser];
