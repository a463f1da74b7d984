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
};
