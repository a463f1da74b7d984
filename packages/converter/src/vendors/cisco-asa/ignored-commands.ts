import type { TObjectType } from '../../report/report-types.js';

interface TRule {
  status: 'ignored' | 'unsupported';
  objectType: TObjectType;
  why: string;
}

const mgmt = (why: string): TRule => ({ status: 'ignored', objectType: 'System', why });
const unsupported = (objectType: TObjectType, why: string): TRule => ({
  status: 'unsupported',
  objectType,
  why,
});

/**
 * Commands that are understood and not converted, by first word (or first two words). Each says
 * why, so the report can tell the engineer what to do by hand.
 */
export const COMMAND_RULES: Readonly<Record<string, TRule>> = {
  enable: mgmt('The enable password is device access, set on FortiOS by the administrator.'),
  passwd: mgmt('The Telnet/SSH password is device access, set on FortiOS by the administrator.'),
  names: mgmt('Display setting of name aliases; aliases are resolved.'),
  'no names': mgmt('Display setting of name aliases; aliases are resolved.'),
  pager: mgmt('Terminal setting.'),
  terminal: mgmt('Terminal setting.'),
  logging: mgmt('Syslog and buffer settings: configure FortiOS log settings separately.'),
  asdm: mgmt('ASDM management settings have no FortiOS meaning.'),
  http: mgmt('Management access (HTTP/ASDM) is set per interface on FortiOS (allowaccess).'),
  ssh: mgmt('Management access (SSH) is set per interface on FortiOS (allowaccess).'),
  telnet: mgmt('Management access (Telnet) is set per interface on FortiOS (allowaccess).'),
  console: mgmt('Console settings.'),
  icmp: mgmt('ICMP to the device itself is allowed per interface on FortiOS (allowaccess ping).'),
  'snmp-server': mgmt('SNMP: configure FortiOS SNMP separately.'),
  ftp: mgmt('FTP client mode of the device.'),
  timeout: mgmt('Session timeouts: FortiOS has its own defaults (system session-ttl).'),
  arp: mgmt('ARP timeouts and static entries.'),
  'user-identity': mgmt('Identity firewall settings: FortiOS uses FSSO, configured separately.'),
  'threat-detection': unsupported(
    'Other',
    'Threat detection has no FortiOS equivalent; use IPS and DoS policies.',
  ),
  'class-map': unsupported(
    'Other',
    'Inspection tuning (class-map): FortiOS session helpers are automatic.',
  ),
  'policy-map': unsupported(
    'Other',
    'Inspection tuning (policy-map): FortiOS session helpers are automatic.',
  ),
  'service-policy': unsupported(
    'Other',
    'Inspection tuning (service-policy): FortiOS session helpers are automatic.',
  ),
  prompt: mgmt('CLI prompt format.'),
  'call-home': mgmt('Smart Call Home reporting.'),
  license: mgmt('Licensing.'),
  'smtp-server': mgmt('E-mail server for alerts.'),
  service: mgmt('Device service settings.'),
  'management-access': mgmt('Management over VPN: set allowaccess on the tunnel interface.'),
  failover: unsupported('System', 'Failover: configure FortiOS HA (config system ha) separately.'),
  'monitor-interface': unsupported(
    'System',
    'Failover monitoring: configure FortiOS HA monitor interfaces.',
  ),
  sla: unsupported(
    'Static Routes',
    'SLA monitors: configure system link-monitor for the tracked route.',
  ),
  track: unsupported(
    'Static Routes',
    'Route tracking: configure system link-monitor for the tracked route.',
  ),
  router: unsupported(
    'Static Routes',
    'Dynamic routing (OSPF, EIGRP, BGP, RIP) is not converted yet.',
  ),
  'route-map': unsupported('Static Routes', 'Route maps are not converted yet.'),
  'flow-export': mgmt('NetFlow export: configure FortiOS NetFlow separately.'),
  'tls-proxy': unsupported('Other', 'TLS proxy: use an SSL inspection profile.'),
  'dynamic-access-policy-record': unsupported(
    'SSLVPN',
    'Dynamic access policies have no FortiOS equivalent.',
  ),
  'app-agent': mgmt('Application agent heartbeat.'),
  xlate: mgmt('NAT translation settings.'),
  ntp: mgmt('NTP: configure system ntp separately.'),
  clock: mgmt('Clock and time zone: set system global timezone.'),
  boot: mgmt('Boot image.'),
  banner: mgmt('Login banners: set replacement messages separately.'),
  privilege: mgmt('Command authorization levels: FortiOS uses admin profiles.'),
  aaa: unsupported(
    'Local Users & Groups',
    'AAA for device access: configure FortiOS admin authentication.',
  ),
  'aaa-server': unsupported(
    'Local Users & Groups',
    'RADIUS/LDAP/TACACS+ servers are not converted yet.',
  ),
  'crypto ca': unsupported(
    'VPN IPSEC Phase1 & Phase2',
    'Certificates and trustpoints cannot be exported from a configuration: import them on FortiOS.',
  ),
  'crypto dynamic-map': unsupported(
    'VPN IPSEC Phase1 & Phase2',
    'Dynamic crypto maps (remote access IPsec) are not converted yet.',
  ),
  'crypto isakmp': mgmt('ISAKMP global settings: FortiOS defaults apply.'),
  'crypto ikev1': mgmt('IKEv1 global settings: FortiOS defaults apply.'),
  'crypto ikev2': mgmt('IKEv2 global settings: FortiOS defaults apply.'),
  'crypto ipsec': mgmt('IPsec global settings: FortiOS defaults apply.'),
  'group-policy': unsupported(
    'SSLVPN',
    'Group policies are not converted yet: set SSL VPN portals by hand.',
  ),
  'tunnel-group': unsupported('SSLVPN', 'Remote-access tunnel groups are not converted yet.'),
  webvpn: unsupported(
    'SSLVPN',
    'AnyConnect/WebVPN settings are not converted yet: configure vpn ssl settings.',
  ),
  dhcprelay: unsupported('DHCP Servers', 'DHCP relay: set dhcp-relay on the FortiOS interface.'),
  ipv6: unsupported('Other', 'IPv6 settings are not converted yet.'),
  'nat-control': mgmt('Pre-8.3 NAT control has no FortiOS meaning.'),
  global: unsupported('NAT', 'Pre-8.3 NAT (global) is not converted yet.'),
  static: unsupported('NAT', 'Pre-8.3 NAT (static) is not converted yet.'),
  fixup: mgmt('Protocol fixups: FortiOS session helpers are automatic.'),
  'ip verify': mgmt('Reverse-path checking: FortiOS checks by default (src-check).'),
  'ip audit': mgmt('IP audit: use a FortiOS IPS sensor.'),
  'jumbo-frame': mgmt('Jumbo frames: set the interface MTU.'),
  firewall: unsupported('System', 'Transparent mode: set the FortiOS VDOM operation mode.'),
  sysopt: mgmt(
    'System options: FortiOS has its own equivalents (VPN traffic needs explicit policies).',
  ),
  'mac-address': mgmt('MAC address settings.'),
  'same-security-traffic': mgmt('Read into the security-level policies.'),
  'access-list': mgmt('Access list not applied to an interface: it has no effect as a rule set.'),
  dns: mgmt('DNS lookup settings of the device.'),
  'object-group': mgmt('Object group.'),
  domain: mgmt('Domain settings.'),
  ip: mgmt('IP settings of the device.'),
  crypto: mgmt('Crypto settings.'),
  nameif: unsupported('Interfaces', 'PIX 6 interface naming is not converted yet.'),
  conduit: unsupported('Policies', 'PIX conduits are not converted.'),
  outbound: unsupported('Policies', 'PIX outbound lists are not converted.'),
  mtu: mgmt('MTU of an unknown interface.'),
  'command-alias': mgmt('CLI alias.'),
  quit: mgmt('CLI command.'),
  end: mgmt('CLI command.'),
  exit: mgmt('CLI command.'),
};

/** The rule for a command, trying the first two words, then the first. */
export function commandRule(tokens: string[]): TRule | undefined {
  // `no X` turns off something on by default: the same rule as X.
  if (tokens[0] === 'no' && tokens.length > 1) return commandRule(tokens.slice(1));
  return COMMAND_RULES[`${tokens[0] ?? ''} ${tokens[1] ?? ''}`] ?? COMMAND_RULES[tokens[0] ?? ''];
}
