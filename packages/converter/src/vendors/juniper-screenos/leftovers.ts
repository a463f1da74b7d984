import type { TObjectType } from '../../report/report-types.js';
import { leftoverTable, type TLeftover } from '../toolkit/leftovers.js';
import type { ScreenOsContext } from './context.js';
import type { TSosLine } from './lines.js';

const ignored = (path: string, objectType: TObjectType, why: string): TLeftover => ({
  path,
  status: 'ignored',
  objectType,
  why,
});
const unsupported = (path: string, objectType: TObjectType, why: string): TLeftover => ({
  path,
  status: 'unsupported',
  objectType,
  code: 'SOS_UNSUPPORTED_COMMAND',
  why,
});

/**
 * `set|unset WORD ...` statements the ScreenOS parser understands and does not convert, by the
 * word after `set`. Each says why, so the report tells the engineer what to do by hand.
 */
export const SCREENOS_LEFTOVERS = leftoverTable('SOS_IGNORED_COMMAND', [
  ignored('clock', 'System', 'Clock and time zone: set them on the FortiGate.'),
  ignored('console', 'System', 'Console settings are device-local.'),
  unsupported('vsys-profile', 'System', 'Virtual system profiles: one VDOM per conversion.'),
  unsupported(
    'admin',
    'Local Users & Groups',
    'Administrators are not carried over: create FortiOS system admins (password hashes cannot move).',
  ),
  unsupported(
    'auth-server',
    'Local Users & Groups',
    'Authentication servers are not converted yet: configure FortiOS user radius/ldap.',
  ),
  ignored('auth', 'Local Users & Groups', 'Authentication defaults: FortiOS has its own.'),
  unsupported(
    'user',
    'Local Users & Groups',
    'Local users are not converted yet (password hashes cannot move).',
  ),
  unsupported('user-group', 'Local Users & Groups', 'User groups are not converted yet.'),
  unsupported('xauth', 'VPN IPSEC Phase1 & Phase2', 'XAuth is not converted yet.'),
  unsupported('l2tp', 'VPN IPSEC Phase1 & Phase2', 'L2TP is not converted yet.'),
  unsupported(
    'ike',
    'VPN IPSEC Phase1 & Phase2',
    'IPsec (IKE) is not converted yet: configure the phase1-interface by hand.',
  ),
  unsupported(
    'vpn',
    'VPN IPSEC Phase1 & Phase2',
    'IPsec VPNs are not converted yet: configure the phase2-interface by hand.',
  ),
  unsupported('vpn-group', 'VPN IPSEC Phase1 & Phase2', 'VPN groups are not converted yet.'),
  unsupported('pki', 'System', 'Certificates and PKI settings cannot be carried over.'),
  unsupported('nsrp', 'System', 'NSRP high availability: configure FortiOS HA (FGCP).'),
  unsupported('snmp', 'System', 'SNMP is not converted yet: configure config system snmp.'),
  unsupported(
    'syslog',
    'System',
    'Syslog is not converted yet: configure config log syslogd setting.',
  ),
  unsupported('ntp', 'System', 'NTP is not converted yet: configure config system ntp.'),
  ignored('ssh', 'System', 'SSH server settings: FortiOS defaults apply.'),
  ignored('ssl', 'System', 'WebUI SSL settings: FortiOS defaults apply.'),
  ignored('scp', 'System', 'SCP settings: FortiOS defaults apply.'),
  ignored('telnet', 'System', 'Telnet settings: FortiOS defaults apply.'),
  ignored(
    'firewall',
    'System',
    'Global firewall options (logging of dropped packets, tcp-rst): FortiOS defaults apply.',
  ),
  ignored('flow', 'System', 'Flow settings (TCP MSS, SYN checking): FortiOS defaults apply.'),
  ignored('alg', 'System', 'ALG settings: FortiOS session helpers apply.'),
  unsupported('url', 'Other', 'Web filtering is not converted: use FortiOS web filter profiles.'),
  unsupported('av', 'Other', 'Antivirus is not converted: use FortiOS antivirus profiles.'),
  unsupported(
    'anti-spam',
    'Other',
    'Anti-spam is not converted: use FortiOS email filter profiles.',
  ),
  unsupported(
    'attack',
    'Other',
    'Deep inspection attack objects are not converted: use FortiOS IPS.',
  ),
  unsupported('di', 'Other', 'Deep inspection is not converted: use FortiOS IPS.'),
  ignored('log', 'System', 'Log settings: FortiOS logging is configured separately.'),
  ignored('license-key', 'System', 'Licences do not move between devices.'),
  ignored('key', 'System', 'Feature keys do not move between devices.'),
  ignored('nsmgmt', 'System', 'NSM management settings: not applicable to FortiOS.'),
  ignored('nsm-config', 'System', 'NSM management settings: not applicable to FortiOS.'),
  ignored('envar', 'System', 'Boot environment variables are device-local.'),
  ignored('config', 'System', 'Configuration file settings are device-local.'),
  ignored('arp', 'System', 'ARP settings: FortiOS defaults apply.'),
  unsupported('webauth', 'Local Users & Groups', 'Web authentication is not converted yet.'),
  ignored('session', 'System', 'Session settings: FortiOS defaults apply.'),
  ignored('ip', 'System', 'Global IP settings (TFTP, classification): FortiOS defaults apply.'),
  ignored('mgt-ip', 'Interfaces', 'Management IP settings: configure FortiOS management access.'),
  unsupported('igmp', 'Other', 'Multicast is not converted.'),
  unsupported('multicast', 'Other', 'Multicast is not converted.'),
  unsupported('multicast-group-policy', 'Policies', 'Multicast policies are not converted.'),
  unsupported(
    'pppoe',
    'Interfaces',
    'PPPoE client settings (user, password) are not converted: set them on the FortiOS interface.',
  ),
  unsupported('dhcp', 'DHCP Servers', 'DHCP relay settings are not converted.'),
  ignored('ip-classification', 'System', 'IP classification: FortiOS defaults apply.'),
  ignored('sip', 'System', 'SIP ALG settings: FortiOS session helpers apply.'),
  unsupported('wlan', 'Interfaces', 'Wireless settings are not converted.'),
  ignored(
    'address-book',
    'Addresses & Address Groups',
    'Address book settings: nothing to convert.',
  ),
  ignored(
    'common-criteria',
    'System',
    'Common Criteria mode: FortiOS has its own compliance settings.',
  ),
  unsupported('ha', 'System', 'High availability: configure FortiOS HA (FGCP).'),
  unsupported('vrrp', 'System', 'VRRP is not converted.'),
  unsupported(
    'pbr',
    'Static Routes',
    'Policy-based routing is not converted: use FortiOS policy routes.',
  ),
  unsupported('access-list', 'Static Routes', 'Route access lists are not converted.'),
]);

/** A statement no reader of the parser reads: by its row, as a removed default, or unrecognised. */
export function reportLeftoverStatement(
  ctx: ScreenOsContext,
  line: TSosLine,
  unset: boolean,
): void {
  if (ctx.reportLeftover(SCREENOS_LEFTOVERS, line.tokens.slice(1), line)) return;
  if (unset)
    ctx.report(
      'ignored',
      'Other',
      line,
      'SOS_UNSET',
      'Removes a default: FortiOS has its own defaults.',
    );
  else
    ctx.report(
      'unrecognised',
      'Other',
      line,
      'UNRECOGNISED_LINE',
      `No rule of the ScreenOS parser understands "set ${line.tokens[1] ?? ''}".`,
    );
}
