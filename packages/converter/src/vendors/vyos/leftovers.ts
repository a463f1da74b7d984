import { leftoverTable, type TLeftover } from '../toolkit/leftovers.js';

const SYSTEM =
  'Device settings differ on FortiOS: set it under config system by hand if it is needed.';

const row = (
  path: string,
  status: TLeftover['status'],
  objectType: TLeftover['objectType'],
  why: string,
  code?: string,
): TLeftover => ({ path, status, objectType, why, ...(code ? { code } : {}) });

/**
 * Parts of a VyOS / EdgeOS configuration that are deliberately not converted, and why, by the
 * words that begin their path (`system ntp`). Any other unread path is reported as not
 * understood (`VYOS_UNKNOWN`).
 */
export const VYOS_LEFTOVERS = leftoverTable('VYOS_NOT_CONVERTED', [
  row('system', 'ignored', 'System', SYSTEM, 'VYOS_SYSTEM'),
  row(
    'system ntp',
    'ignored',
    'System',
    'NTP servers: set config system ntp on FortiOS.',
    'VYOS_SYSTEM',
  ),
  row(
    'system syslog',
    'ignored',
    'System',
    'Syslog: set config log syslogd setting on FortiOS.',
    'VYOS_SYSTEM',
  ),
  row(
    'system offload',
    'ignored',
    'System',
    'EdgeRouter hardware offload: FortiOS offloads to its NP/SPU on its own.',
    'VYOS_SYSTEM',
  ),
  row(
    'service',
    'ignored',
    'System',
    'A service of the router (SSH, GUI, DNS forwarding, UPnP, SNMP...): set the FortiOS equivalent (allowaccess, config system dns-server, ...) by hand.',
    'VYOS_SERVICE',
  ),
  row(
    'service dhcp-server',
    'ignored',
    'DHCP Servers',
    'A server-wide DHCP setting (hostfile-update, dnsmasq, global parameters): FortiOS has none.',
    'VYOS_DHCP_GLOBAL',
  ),
  row(
    'service dhcp-relay',
    'unsupported',
    'DHCP Servers',
    'DHCP relay is not converted: set dhcp-relay on the FortiOS interface.',
  ),
  row(
    'firewall',
    'ignored',
    'System',
    'A global firewall option (ping, redirects, source routing, SYN cookies, MSS clamping): FortiOS has its own settings (config system settings, interface tcp-mss).',
    'VYOS_FIREWALL_OPTION',
  ),
  row(
    'firewall state-policy',
    'ignored',
    'Policies',
    'The global state policy accepts established and related traffic and drops invalid packets, as a stateful FortiOS does anyway.',
    'VYOS_STATE_POLICY',
  ),
  row(
    'firewall global-options',
    'ignored',
    'System',
    'VyOS 1.4 global firewall options (ping, redirects, state policy): FortiOS has its own settings and is stateful.',
    'VYOS_FIREWALL_OPTION',
  ),
  row(
    'firewall modify',
    'unsupported',
    'Policies',
    'A modify (mangle) rule set is not converted: make FortiOS policy routes or traffic shaping by hand.',
  ),
  row(
    'firewall flowtable',
    'ignored',
    'System',
    'Flow offload: FortiOS offloads on its own.',
    'VYOS_FIREWALL_OPTION',
  ),
  row(
    'vpn',
    'unsupported',
    'VPN IPSEC Phase1 & Phase2',
    'A VPN the converter does not read: rebuild it on FortiOS by hand.',
  ),
  row(
    'vpn ipsec',
    'ignored',
    'VPN IPSEC Phase1 & Phase2',
    'A global IPsec option (NAT traversal, logging, auto-firewall): FortiOS sets these per tunnel or not at all.',
    'VYOS_IPSEC_OPTION',
  ),
  row(
    'vpn l2tp',
    'unsupported',
    'SSLVPN',
    'L2TP remote access is not converted (its local users and secrets neither): use FortiOS L2TP/IPsec or SSL VPN with FortiOS users.',
    'VYOS_REMOTE_ACCESS',
  ),
  row(
    'vpn pptp',
    'unsupported',
    'SSLVPN',
    'PPTP remote access is not converted: use FortiOS SSL VPN.',
    'VYOS_REMOTE_ACCESS',
  ),
  row(
    'vpn openconnect',
    'unsupported',
    'SSLVPN',
    'OpenConnect remote access is not converted: use FortiOS SSL VPN.',
    'VYOS_REMOTE_ACCESS',
  ),
  row(
    'vpn sstp',
    'unsupported',
    'SSLVPN',
    'SSTP remote access is not converted: use FortiOS SSL VPN.',
    'VYOS_REMOTE_ACCESS',
  ),
  row(
    'protocols',
    'unsupported',
    'Static Routes',
    'Dynamic routing (BGP, OSPF, RIP...) is not converted: set up FortiOS router bgp/ospf by hand.',
    'VYOS_DYNAMIC_ROUTING',
  ),
  row(
    'policy',
    'unsupported',
    'Static Routes',
    'Policy routing, route maps and prefix lists are not converted: make FortiOS router policy and route maps by hand.',
    'VYOS_POLICY_ROUTING',
  ),
  row(
    'traffic-policy',
    'unsupported',
    'Other',
    'Traffic shaping is not converted: make FortiOS traffic shapers by hand.',
  ),
  row('qos', 'unsupported', 'Other', 'QoS is not converted: make FortiOS traffic shapers by hand.'),
  row(
    'traffic-control',
    'unsupported',
    'Other',
    'Traffic control is not converted: make FortiOS traffic shapers by hand.',
  ),
  row(
    'high-availability',
    'unsupported',
    'Other',
    'VRRP / high availability is not converted: set up FortiOS HA (FGCP) or VRRP by hand.',
  ),
  row(
    'load-balance',
    'unsupported',
    'Static Routes',
    'WAN load balancing is not converted: set up FortiOS SD-WAN by hand.',
  ),
  row(
    'load-balancing',
    'unsupported',
    'Static Routes',
    'WAN load balancing is not converted: set up FortiOS SD-WAN by hand.',
  ),
  row('container', 'ignored', 'Other', 'Containers run on the router: FortiOS has none.'),
  row('pki', 'unsupported', 'Other', 'Certificates are not carried: import them on FortiOS.'),
  row(
    'nat',
    'unsupported',
    'NAT',
    'A NAT setting the converter does not read: rebuild it on FortiOS by hand.',
  ),
  row(
    'interfaces',
    'unsupported',
    'Interfaces',
    'An interface setting the converter does not read: set it on FortiOS by hand.',
  ),
]);
