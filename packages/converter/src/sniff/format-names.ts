import { UNCONVERTED_FORMAT_NAMES } from './unconverted-signatures.js';

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
  juniper: 'a Junos router or switch configuration (firewall filters)',
  'juniperSSG/ISG': 'a ScreenOS configuration',
  mikrotik: 'a MikroTik RouterOS export',
  vyatta: 'a VyOS/EdgeOS configuration',
  ubiquiti: 'an EdgeOS (EdgeRouter) configuration',
  sonicWall: 'a SonicWall configuration',
  forcepoint: 'a Forcepoint NGFW (SMC) XML export',
  ...UNCONVERTED_FORMAT_NAMES,
};

/** What the portal does with a vendor no parser reads (docs/architecture.md, "Conversions"). */
const TO_ENGINEERS = 'in the portal, a ticket for it goes to our engineers, who convert it.';

/**
 * Why a file of a vendor the engine does not convert is refused (issue 22 item 7), naming the
 * vendor; `chosen` is the vendor the user picked instead, when there was one.
 */
export function notConvertedYet(file: string, vendorKey: string, chosen?: string): string {
  const format = FORMAT_NAMES[vendorKey] ?? vendorKey;
  return chosen === undefined
    ? `${file} looks like ${format}, which the engine does not convert yet: ${TO_ENGINEERS}`
    : `${file} looks like ${format}, not ${chosen}. The engine does not convert that vendor yet: choose it, and ${TO_ENGINEERS}`;
}
