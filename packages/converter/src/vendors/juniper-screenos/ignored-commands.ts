import type { TObjectType, TReportStatus } from '../../report/report-types.js';

/** How a top-level command the parser does not convert is reported, by its first word. */
export interface TCommandRule {
  status: Exclude<TReportStatus, 'converted' | 'unrecognised'>;
  objectType: TObjectType;
  why: string;
}

const ignored = (objectType: TObjectType, why: string): TCommandRule => ({
  status: 'ignored',
  objectType,
  why,
});
const unsupported = (objectType: TObjectType, why: string): TCommandRule => ({
  status: 'unsupported',
  objectType,
  why,
});

const RULES: Record<string, TCommandRule> = {
  clock: ignored('System', 'Clock and time zone: set them on the FortiGate.'),
  console: ignored('System', 'Console settings are device-local.'),
  'vsys-profile': unsupported('System', 'Virtual system profiles: one VDOM per conversion.'),
  admin: unsupported(
    'Local Users & Groups',
    'Administrators are not carried over: create FortiOS system admins (password hashes cannot move).',
  ),
  'auth-server': unsupported(
    'Local Users & Groups',
    'Authentication servers are not converted yet: configure FortiOS user radius/ldap.',
  ),
  auth: ignored('Local Users & Groups', 'Authentication defaults: FortiOS has its own.'),
  user: unsupported(
    'Local Users & Groups',
    'Local users are not converted yet (password hashes cannot move).',
  ),
  'user-group': unsupported('Local Users & Groups', 'User groups are not converted yet.'),
  xauth: unsupported('VPN IPSEC Phase1 & Phase2', 'XAuth is not converted yet.'),
  l2tp: unsupported('VPN IPSEC Phase1 & Phase2', 'L2TP is not converted yet.'),
  ike: unsupported(
    'VPN IPSEC Phase1 & Phase2',
    'IPsec (IKE) is not converted yet: configure the phase1-interface by hand.',
  ),
  vpn: unsupported(
    'VPN IPSEC Phase1 & Phase2',
    'IPsec VPNs are not converted yet: configure the phase2-interface by hand.',
  ),
  'vpn-group': unsupported('VPN IPSEC Phase1 & Phase2', 'VPN groups are not converted yet.'),
  pki: unsupported('System', 'Certificates and PKI settings cannot be carried over.'),
  nsrp: unsupported('System', 'NSRP high availability: configure FortiOS HA (FGCP).'),
  snmp: unsupported('System', 'SNMP is not converted yet: configure config system snmp.'),
  syslog: unsupported(
    'System',
    'Syslog is not converted yet: configure config log syslogd setting.',
  ),
  ntp: unsupported('System', 'NTP is not converted yet: configure config system ntp.'),
  ssh: ignored('System', 'SSH server settings: FortiOS defaults apply.'),
  ssl: ignored('System', 'WebUI SSL settings: FortiOS defaults apply.'),
  scp: ignored('System', 'SCP settings: FortiOS defaults apply.'),
  telnet: ignored('System', 'Telnet settings: FortiOS defaults apply.'),
  firewall: ignored(
    'System',
    'Global firewall options (logging of dropped packets, tcp-rst): FortiOS defaults apply.',
  ),
  flow: ignored('System', 'Flow settings (TCP MSS, SYN checking): FortiOS defaults apply.'),
  alg: ignored('System', 'ALG settings: FortiOS session helpers apply.'),
  url: unsupported('Other', 'Web filtering is not converted: use FortiOS web filter profiles.'),
  av: unsupported('Other', 'Antivirus is not converted: use FortiOS antivirus profiles.'),
  'anti-spam': unsupported(
    'Other',
    'Anti-spam is not converted: use FortiOS email filter profiles.',
  ),
  attack: unsupported(
    'Other',
    'Deep inspection attack objects are not converted: use FortiOS IPS.',
  ),
  di: unsupported('Other', 'Deep inspection is not converted: use FortiOS IPS.'),
  log: ignored('System', 'Log settings: FortiOS logging is configured separately.'),
  'license-key': ignored('System', 'Licences do not move between devices.'),
  key: ignored('System', 'Feature keys do not move between devices.'),
  nsmgmt: ignored('System', 'NSM management settings: not applicable to FortiOS.'),
  'nsm-config': ignored('System', 'NSM management settings: not applicable to FortiOS.'),
  envar: ignored('System', 'Boot environment variables are device-local.'),
  config: ignored('System', 'Configuration file settings are device-local.'),
  arp: ignored('System', 'ARP settings: FortiOS defaults apply.'),
  webauth: unsupported('Local Users & Groups', 'Web authentication is not converted yet.'),
  session: ignored('System', 'Session settings: FortiOS defaults apply.'),
  ip: ignored('System', 'Global IP settings (TFTP, classification): FortiOS defaults apply.'),
  'mgt-ip': ignored('Interfaces', 'Management IP settings: configure FortiOS management access.'),
  igmp: unsupported('Other', 'Multicast is not converted.'),
  multicast: unsupported('Other', 'Multicast is not converted.'),
  'multicast-group-policy': unsupported('Policies', 'Multicast policies are not converted.'),
  pppoe: unsupported(
    'Interfaces',
    'PPPoE client settings (user, password) are not converted: set them on the FortiOS interface.',
  ),
  dhcp: unsupported('DHCP Servers', 'DHCP relay settings are not converted.'),
  'ip-classification': ignored('System', 'IP classification: FortiOS defaults apply.'),
  sip: ignored('System', 'SIP ALG settings: FortiOS session helpers apply.'),
  wlan: unsupported('Interfaces', 'Wireless settings are not converted.'),
  'address-book': ignored(
    'Addresses & Address Groups',
    'Address book settings: nothing to convert.',
  ),
  'common-criteria': ignored(
    'System',
    'Common Criteria mode: FortiOS has its own compliance settings.',
  ),
  ha: unsupported('System', 'High availability: configure FortiOS HA (FGCP).'),
  vrrp: unsupported('System', 'VRRP is not converted.'),
  pbr: unsupported(
    'Static Routes',
    'Policy-based routing is not converted: use FortiOS policy routes.',
  ),
  'access-list': unsupported('Static Routes', 'Route access lists are not converted.'),
};

/** The rule for `set|unset WORD ...`, if the parser knows how to report it. */
export function commandRule(word: string | undefined): TCommandRule | undefined {
  return word !== undefined && Object.hasOwn(RULES, word) ? RULES[word] : undefined;
}
