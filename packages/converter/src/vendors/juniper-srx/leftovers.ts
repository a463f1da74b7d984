import { codedByStatus, leftoverTable, type TLeftover } from '../toolkit/leftovers.js';

/**
 * What the Junos reader deliberately does not convert, and why, by the words that begin the
 * statement (`*`: any one word); the longest path wins. Codes: `JUNOS_<STATUS>`.
 */
const ROWS: TLeftover[] = [
  {
    path: 'system login',
    status: 'ignored',
    objectType: 'Local Users & Groups',
    why: 'Administrators and login classes: FortiOS administrators are set up separately, and password hashes cannot be carried.',
  },
  {
    path: 'system root-authentication',
    status: 'ignored',
    objectType: 'System',
    why: 'The root password hash cannot be carried: set the FortiOS admin password.',
  },
  {
    path: 'system services dhcp',
    status: 'unsupported',
    objectType: 'DHCP Servers',
    why: 'A DHCP server setting this converter does not read (or a pool no converted interface uses): make it on FortiOS (system dhcp server).',
  },
  {
    path: 'system services dhcp-local-server',
    status: 'unsupported',
    objectType: 'DHCP Servers',
    why: 'A DHCP local-server setting this converter does not read (interface ranges, overrides, DHCPv6): make it on FortiOS (system dhcp server).',
  },
  {
    path: 'system services dns',
    status: 'unsupported',
    objectType: 'DNS',
    why: 'The DNS proxy is not converted: FortiOS has system dns-server.',
  },
  {
    path: 'system services',
    status: 'ignored',
    objectType: 'System',
    why: 'Management services (SSH, web management, NETCONF): FortiOS enables them per interface with allowaccess.',
  },
  {
    path: 'system syslog',
    status: 'unsupported',
    objectType: 'System',
    why: 'Syslog targets are not converted: set log syslogd on FortiOS.',
  },
  {
    path: 'system ntp',
    status: 'unsupported',
    objectType: 'System',
    why: 'NTP servers are not converted: set system ntp on FortiOS.',
  },
  {
    path: 'system',
    status: 'ignored',
    objectType: 'System',
    why: 'A device setting with no FortiOS counterpart converted here (time zone, licence, archive, limits).',
  },
  {
    path: 'chassis',
    status: 'unsupported',
    objectType: 'System',
    why: 'Chassis and cluster settings: FortiOS HA is configured separately.',
  },
  {
    path: 'security screen',
    status: 'unsupported',
    objectType: 'Other',
    why: 'Screens (flood and anomaly protection): FortiOS uses DoS policies; not converted.',
  },
  {
    path: 'security alg',
    status: 'ignored',
    objectType: 'Other',
    why: 'ALG switches: FortiOS session helpers are set separately.',
  },
  {
    path: 'security traceoptions',
    status: 'ignored',
    objectType: 'Other',
    why: 'Debug tracing has no meaning on FortiOS.',
  },
  {
    path: 'security flow',
    status: 'ignored',
    objectType: 'Other',
    why: 'Flow tuning (TCP MSS, session options): FortiOS defaults apply.',
  },
  {
    path: 'security log',
    status: 'unsupported',
    objectType: 'Other',
    why: 'Security logging streams are not converted: set FortiOS log settings.',
  },
  {
    path: 'security idp',
    status: 'unsupported',
    objectType: 'Other',
    why: 'IDP is not converted: use FortiOS IPS profiles.',
  },
  {
    path: 'security utm',
    status: 'unsupported',
    objectType: 'Other',
    why: 'UTM features are not converted: use FortiOS security profiles.',
  },
  {
    path: 'security application-tracking',
    status: 'ignored',
    objectType: 'Other',
    why: 'AppTrack: FortiOS logs applications through application control.',
  },
  {
    path: 'security ike',
    status: 'unsupported',
    objectType: 'VPN IPSEC Phase1 & Phase2',
    why: 'An IKE setting no VPN conversion reads.',
  },
  {
    path: 'security ipsec',
    status: 'unsupported',
    objectType: 'VPN IPSEC Phase1 & Phase2',
    why: 'An IPsec setting no VPN conversion reads.',
  },
  {
    path: 'security dynamic-vpn',
    status: 'unsupported',
    objectType: 'SSLVPN',
    why: 'Dynamic VPN (remote access) is not converted: set up FortiOS dial-up IPsec or SSL VPN.',
  },
  {
    path: 'security remote-access',
    status: 'unsupported',
    objectType: 'SSLVPN',
    why: 'Juniper Secure Connect is not converted: set up FortiOS dial-up IPsec or SSL VPN.',
  },
  {
    path: 'schedulers',
    status: 'unsupported',
    objectType: 'Schedules',
    why: 'A scheduler setting this converter does not read: policies that use it are not converted.',
  },
  {
    path: 'access address-assignment',
    status: 'unsupported',
    objectType: 'Local Users & Groups',
    why: 'An address pool no converted DHCP server uses (remote access, or no DHCP interface in its network): not converted.',
  },
  {
    path: 'access',
    status: 'unsupported',
    objectType: 'Local Users & Groups',
    why: 'Access profiles (firewall users, remote access) are not converted yet.',
  },
  {
    path: 'protocols',
    status: 'unsupported',
    objectType: 'Other',
    why: 'Dynamic routing and L2 protocols (BGP, OSPF, LLDP, RSTP) are not converted.',
  },
  {
    path: 'policy-options',
    status: 'unsupported',
    objectType: 'Other',
    why: 'Routing policy (prefix lists, policy statements) is not converted.',
  },
  ...['routing-options', 'routing-instances * routing-options'].flatMap((at): TLeftover[] => [
    {
      path: `${at} instance-import`,
      status: 'unsupported',
      objectType: 'Static Routes',
      why: 'Route import from other routing instances (instance-import) is not converted: each FortiOS VRF keeps its own routes, so leak the routes needed between VRFs on FortiOS.',
    },
    {
      path: `${at} rib-groups`,
      status: 'unsupported',
      objectType: 'Static Routes',
      why: 'RIB groups (routes copied into other routing tables) are not converted: each FortiOS VRF keeps its own routes, so leak the routes needed between VRFs on FortiOS.',
    },
    {
      path: `${at} interface-routes`,
      status: 'unsupported',
      objectType: 'Static Routes',
      why: 'Interface routes shared with other tables (interface-routes rib-group) are not converted: connected networks stay in their own FortiOS VRF.',
    },
  ]),
  {
    path: 'routing-instances * protocols',
    status: 'unsupported',
    objectType: 'Other',
    why: 'Dynamic routing of a routing instance is not converted.',
  },
  {
    path: 'routing-options',
    status: 'unsupported',
    objectType: 'Static Routes',
    why: 'A routing option other than static routes (AS number, forwarding table, router id): not converted.',
  },
  {
    path: 'routing-instances',
    status: 'unsupported',
    objectType: 'Static Routes',
    why: 'A routing-instance setting other than its type, interfaces and static routes: not converted.',
  },
  {
    path: 'snmp',
    status: 'unsupported',
    objectType: 'System',
    why: 'SNMP is not converted: set system snmp on FortiOS.',
  },
  {
    path: 'firewall',
    status: 'unsupported',
    objectType: 'ACLs',
    why: 'Firewall filters (stateless ACLs on interfaces, run before the security policies) are not converted with them: convert the file as Juniper Junos (vendor juniper) for the filters as policies.',
  },
  {
    path: 'class-of-service',
    status: 'ignored',
    objectType: 'Other',
    why: 'Class of service: FortiOS traffic shaping is set separately.',
  },
  {
    path: 'vlans',
    status: 'unsupported',
    objectType: 'Interfaces',
    why: 'Switching VLANs are not converted: make VLAN interfaces on FortiOS.',
  },
  {
    path: 'ethernet-switching-options',
    status: 'ignored',
    objectType: 'Interfaces',
    why: 'Switching options: no FortiOS counterpart.',
  },
  {
    path: 'services',
    status: 'unsupported',
    objectType: 'Other',
    why: 'Services (RPM, AppID, AI-script) are not converted.',
  },
  {
    path: 'applications',
    status: 'unsupported',
    objectType: 'Services & Service Groups',
    why: 'An application setting this converter does not read.',
  },
];

export const LEFTOVERS = leftoverTable('JUNOS_IGNORED', codedByStatus('JUNOS', ROWS));
