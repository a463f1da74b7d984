import type { TAsaBlock } from './blocks.js';
import type { AsaContext } from './context.js';
import { leftoverTable, type TLeftover } from '../toolkit/leftovers.js';
import type { TObjectType } from '../../report/report-types.js';

const mgmt = (path: string, why: string): TLeftover => ({
  path,
  status: 'ignored',
  objectType: 'System',
  why,
});
const unsupported = (path: string, objectType: TObjectType, why: string): TLeftover => ({
  path,
  status: 'unsupported',
  objectType,
  code: 'ASA_UNSUPPORTED_COMMAND',
  why,
});

/**
 * Top-level commands the ASA parser understands and does not convert, by their first word (or
 * first two words; a leading `no` is skipped: it turns off what the command turns on). Each
 * says why, so the report tells the engineer what to do by hand.
 */
export const ASA_LEFTOVERS = leftoverTable('ASA_IGNORED_COMMAND', [
  mgmt('enable', 'The enable password is device access, set on FortiOS by the administrator.'),
  mgmt('passwd', 'The Telnet/SSH password is device access, set on FortiOS by the administrator.'),
  mgmt('names', 'Display setting of name aliases; aliases are resolved.'),
  mgmt('pager', 'Terminal setting.'),
  mgmt('terminal', 'Terminal setting.'),
  mgmt('logging', 'Syslog and buffer settings: configure FortiOS log settings separately.'),
  mgmt('asdm', 'ASDM management settings have no FortiOS meaning.'),
  mgmt('http', 'Management access (HTTP/ASDM) is set per interface on FortiOS (allowaccess).'),
  mgmt('ssh', 'Management access (SSH) is set per interface on FortiOS (allowaccess).'),
  mgmt('telnet', 'Management access (Telnet) is set per interface on FortiOS (allowaccess).'),
  mgmt('console', 'Console settings.'),
  mgmt('icmp', 'ICMP to the device itself is allowed per interface on FortiOS (allowaccess ping).'),
  mgmt('snmp-server', 'SNMP: configure FortiOS SNMP separately.'),
  mgmt('ftp', 'FTP client mode of the device.'),
  mgmt('timeout', 'Session timeouts: FortiOS has its own defaults (system session-ttl).'),
  mgmt('arp', 'ARP timeouts and static entries.'),
  mgmt('user-identity', 'Identity firewall settings: FortiOS uses FSSO, configured separately.'),
  unsupported(
    'threat-detection',
    'Other',
    'Threat detection has no FortiOS equivalent; use IPS and DoS policies.',
  ),
  unsupported(
    'class-map',
    'Other',
    'Inspection tuning (class-map): FortiOS session helpers are automatic.',
  ),
  unsupported(
    'policy-map',
    'Other',
    'Inspection tuning (policy-map): FortiOS session helpers are automatic.',
  ),
  unsupported(
    'service-policy',
    'Other',
    'Inspection tuning (service-policy): FortiOS session helpers are automatic.',
  ),
  mgmt('prompt', 'CLI prompt format.'),
  mgmt('call-home', 'Smart Call Home reporting.'),
  mgmt('license', 'Licensing.'),
  mgmt('smtp-server', 'E-mail server for alerts.'),
  mgmt('service', 'Device service settings.'),
  mgmt('management-access', 'Management over VPN: set allowaccess on the tunnel interface.'),
  unsupported(
    'failover',
    'System',
    'Failover: configure FortiOS HA (config system ha) separately.',
  ),
  unsupported(
    'monitor-interface',
    'System',
    'Failover monitoring: configure FortiOS HA monitor interfaces.',
  ),
  unsupported(
    'sla',
    'Static Routes',
    'SLA monitors: configure system link-monitor for the tracked route.',
  ),
  unsupported(
    'track',
    'Static Routes',
    'Route tracking: configure system link-monitor for the tracked route.',
  ),
  unsupported(
    'router',
    'Static Routes',
    'Dynamic routing (OSPF, EIGRP, BGP, RIP) is not converted yet.',
  ),
  unsupported('route-map', 'Static Routes', 'Route maps are not converted yet.'),
  mgmt('flow-export', 'NetFlow export: configure FortiOS NetFlow separately.'),
  unsupported('tls-proxy', 'Other', 'TLS proxy: use an SSL inspection profile.'),
  unsupported(
    'dynamic-access-policy-record',
    'SSLVPN',
    'Dynamic access policies have no FortiOS equivalent.',
  ),
  mgmt('app-agent', 'Application agent heartbeat.'),
  mgmt('xlate', 'NAT translation settings.'),
  mgmt('ntp', 'NTP: configure system ntp separately.'),
  mgmt('clock', 'Clock and time zone: set system global timezone.'),
  mgmt('boot', 'Boot image.'),
  mgmt('banner', 'Login banners: set replacement messages separately.'),
  mgmt('privilege', 'Command authorization levels: FortiOS uses admin profiles.'),
  unsupported(
    'aaa',
    'Local Users & Groups',
    'AAA for device access: configure FortiOS admin authentication.',
  ),
  unsupported(
    'aaa-server',
    'Local Users & Groups',
    'RADIUS/LDAP/TACACS+ servers are not converted yet.',
  ),
  unsupported(
    'crypto ca',
    'VPN IPSEC Phase1 & Phase2',
    'Certificates and trustpoints cannot be exported from a configuration: import them on FortiOS.',
  ),
  unsupported(
    'crypto dynamic-map',
    'VPN IPSEC Phase1 & Phase2',
    'Dynamic crypto maps (remote access IPsec) are not converted yet.',
  ),
  mgmt('crypto isakmp', 'ISAKMP global settings: FortiOS defaults apply.'),
  mgmt('crypto ikev1', 'IKEv1 global settings: FortiOS defaults apply.'),
  mgmt('crypto ikev2', 'IKEv2 global settings: FortiOS defaults apply.'),
  mgmt('crypto ipsec', 'IPsec global settings: FortiOS defaults apply.'),
  unsupported(
    'group-policy',
    'SSLVPN',
    'Group policies are not converted yet: set SSL VPN portals by hand.',
  ),
  unsupported('tunnel-group', 'SSLVPN', 'Remote-access tunnel groups are not converted yet.'),
  unsupported(
    'webvpn',
    'SSLVPN',
    'AnyConnect/WebVPN settings are not converted yet: configure vpn ssl settings.',
  ),
  unsupported('dhcprelay', 'DHCP Servers', 'DHCP relay: set dhcp-relay on the FortiOS interface.'),
  unsupported('ipv6', 'Other', 'IPv6 settings are not converted yet.'),
  mgmt('nat-control', 'Pre-8.3 NAT control has no FortiOS meaning.'),
  unsupported('global', 'NAT', 'Pre-8.3 NAT (global) is not converted yet.'),
  unsupported('static', 'NAT', 'Pre-8.3 NAT (static) is not converted yet.'),
  mgmt('fixup', 'Protocol fixups: FortiOS session helpers are automatic.'),
  mgmt('ip verify', 'Reverse-path checking: FortiOS checks by default (src-check).'),
  mgmt('ip audit', 'IP audit: use a FortiOS IPS sensor.'),
  mgmt('jumbo-frame', 'Jumbo frames: set the interface MTU.'),
  unsupported('firewall', 'System', 'Transparent mode: set the FortiOS VDOM operation mode.'),
  mgmt(
    'sysopt',
    'System options: FortiOS has its own equivalents (VPN traffic needs explicit policies).',
  ),
  mgmt('mac-address', 'MAC address settings.'),
  mgmt('same-security-traffic', 'Read into the security-level policies.'),
  mgmt('access-list', 'Access list not applied to an interface: it has no effect as a rule set.'),
  mgmt('dns', 'DNS lookup settings of the device.'),
  mgmt('object-group', 'Object group.'),
  mgmt('domain', 'Domain settings.'),
  mgmt('ip', 'IP settings of the device.'),
  mgmt('crypto', 'Crypto settings.'),
  unsupported('nameif', 'Interfaces', 'PIX 6 interface naming is not converted yet.'),
  unsupported('conduit', 'Policies', 'PIX conduits are not converted.'),
  unsupported('outbound', 'Policies', 'PIX outbound lists are not converted.'),
  mgmt('mtu', 'MTU of an unknown interface.'),
  mgmt('command-alias', 'CLI alias.'),
  mgmt('quit', 'CLI command.'),
  mgmt('end', 'CLI command.'),
  mgmt('exit', 'CLI command.'),
]);

/** A command no reader of the parser reads: reported by its row, or as unrecognised. */
export function reportLeftoverCommand(ctx: AsaContext, block: TAsaBlock): void {
  let words: readonly string[] = block.head.tokens;
  // `firewall {`: brace syntax (Junos, EdgeOS) is never ASA, whatever its first word.
  if (words.includes('{')) words = [];
  // `no X` turns off something on by default: the same row as X.
  while (words[0] === 'no' && words.length > 1) words = words.slice(1);
  if (!ctx.reportLeftover(ASA_LEFTOVERS, words, block))
    ctx.report(
      'unrecognised',
      'Other',
      block,
      'UNRECOGNISED_LINE',
      'No rule of the ASA parser understands this command.',
    );
}
