import { parseFortios } from '../targets/fortios/parse/parse-fortios.js';
import { checkPointParser } from './checkpoint/vendor.js';
import { parseAsa } from './cisco-asa/parse-asa.js';
import { screenOsParser } from './juniper-screenos/vendor.js';
import { juniperSrxParser } from './juniper-srx/vendor.js';
import { paloAltoParser } from './paloalto/vendor.js';
import { firstFileOnly, type TVendorParser } from './vendor-parser.js';
import { OBJECT_TYPES, type TObjectType } from '../report/report-types.js';

export { firstFileOnly } from './vendor-parser.js';
export type { TParseOptions, TParseResult, TSourceFile, TVendorParser } from './vendor-parser.js';

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

/** Every vendor the engine converts today. */
export const VENDOR_PARSERS: readonly TVendorParser[] = [
  asaFamily('ciscoASA', 'Cisco ASA', ['cisco-asa', 'asa']),
  asaFamily('ciscoPIX', 'Cisco PIX', ['cisco-pix', 'pix']),
  asaFamily('ciscoFWSM', 'Cisco FWSM', ['cisco-fwsm', 'fwsm']),
  asaFamily('ciscoFTD', 'Cisco Firepower Threat Defense (LINA)', ['cisco-ftd', 'ftd']),
  {
    key: 'fortinet',
    label: 'FortiGate (FortiOS)',
    aliases: ['fortios', 'fortigate', 'fortinet'],
    accepts: ['fortinet'],
    // The target's own configuration: what the catalogue lists for FortiGate moves as it is.
    converts: OBJECT_TYPES.filter((type) => type !== 'System' && type !== 'Other'),
    parse: firstFileOnly('FortiGate (FortiOS)', (file, options) => {
      const { model, diagnostics, vdoms } = parseFortios(file.text, {
        file: file.name,
        ...(options.vdom ? { vdom: options.vdom } : {}),
      });
      // The VDOM converted by default (root, else the first) leads the list.
      const names = vdoms.includes('root') ? ['root', ...vdoms.filter((v) => v !== 'root')] : vdoms;
      return {
        model,
        diagnostics,
        ...(names.length > 1 ? { scopes: { kind: 'VDOM', names } } : {}),
      };
    }),
  },
  paloAltoParser,
  juniperSrxParser,
  checkPointParser,
  screenOsParser,
];

/** What the sniffer's vendor keys are called in messages. */
export const FORMAT_NAMES: Readonly<Record<string, string>> = {
  ciscoASA: 'a Cisco ASA configuration',
  ciscoPIX: 'a Cisco PIX configuration',
  ciscoFWSM: 'a Cisco FWSM configuration',
  paloAltoNetwork: 'a PAN-OS XML export',
  pfSense: 'a pfSense/OPNsense XML backup',
  sophos: 'a Sophos XG XML export',
  checkPoint: 'a Check Point export',
  fortinet: 'a FortiOS configuration',
  juniperSRX: 'a Junos (SRX) configuration',
  'juniperSSG/ISG': 'a ScreenOS configuration',
  mikrotik: 'a MikroTik RouterOS export',
  vyatta: 'a VyOS/EdgeOS configuration',
  sonicWall: 'a SonicWall configuration',
};

export function findVendorParser(name: string): TVendorParser | undefined {
  const wanted = name.toLowerCase();
  return VENDOR_PARSERS.find((v) => v.key.toLowerCase() === wanted || v.aliases.includes(wanted));
}
