import type { TObjectType } from '../../report/report-types.js';
import { leftoverTable, type TLeftover } from '../toolkit/leftovers.js';

const ignored = (path: string, why: string, objectType: TObjectType = 'System'): TLeftover => ({
  path,
  status: 'ignored',
  objectType,
  code: 'IOS_IGNORED',
  why,
});
const unsupported = (path: string, objectType: TObjectType, why: string): TLeftover => ({
  path,
  status: 'unsupported',
  objectType,
  code: 'IOS_UNSUPPORTED',
  why,
});

/**
 * Top-level IOS commands read and deliberately not converted, by the words that begin them
 * (a leading `no` turns off what the command turns on: the row of the command itself applies).
 */
export const LEFTOVERS = leftoverTable('IOS_IGNORED', [
  ignored(
    'service',
    'Service settings (timestamps, password encryption): device behaviour, no FortiOS meaning.',
  ),
  ignored('boot-start-marker', 'Boot markers.'),
  ignored('boot-end-marker', 'Boot markers.'),
  ignored('boot', 'Boot image settings.'),
  ignored('Building', 'Header of the show running-config output.'),
  ignored('Current', 'Header of the show running-config output.'),
  ignored('end', 'End of the configuration.'),
  ignored('exit', 'Leaves a configuration mode (script).'),
  ignored('ntp', 'NTP: configure system ntp on FortiOS.'),
  ignored('clock', 'Clock settings: configure the FortiOS time zone.'),
  ignored(
    'aaa',
    'Device login (AAA): configure FortiOS administrators and remote authentication separately.',
  ),
  ignored('enable', 'The enable secret is device access: set FortiOS administrators by hand.'),
  ignored('logging', 'Syslog settings: configure FortiOS log settings separately.'),
  ignored('snmp-server', 'SNMP: configure FortiOS SNMP separately.'),
  ignored('banner', 'Login banners: FortiOS replacement messages.'),
  ignored(
    'line',
    'Console and vty lines: FortiOS administrative access is set per interface (allowaccess) and trusted hosts.',
  ),
  ignored(
    'control-plane',
    'Control-plane (CoPP) settings: use FortiOS local-in policies and DoS policies.',
  ),
  ignored('multilink', 'PPP multilink settings.'),
  ignored('archive', 'Configuration archive settings.'),
  ignored('license', 'License settings.'),
  ignored('memory', 'Memory settings.'),
  ignored('spanning-tree', 'Switching settings.'),
  ignored('vtp', 'Switching settings.'),
  ignored('vlan', 'Switch VLAN database: VLAN interfaces are converted from the interfaces.'),
  ignored('redundancy', 'Chassis redundancy settings: configure FortiOS HA separately.'),
  ignored('diagnostic', 'Diagnostics settings.'),
  ignored('platform', 'Platform settings.'),
  ignored('cdp', 'CDP neighbour discovery.'),
  ignored('lldp', 'LLDP neighbour discovery.'),
  ignored('mpls', 'MPLS settings.'),
  ignored('ip cef', 'Forwarding engine setting.'),
  ignored('ip domain lookup', 'DNS lookup of typed commands.'),
  ignored('ip domain-lookup', 'DNS lookup of typed commands.'),
  ignored('ip http', 'Web management: FortiOS administrative access is set per interface.'),
  ignored('ip ssh', 'SSH management: FortiOS administrative access is set per interface.'),
  ignored('ip scp', 'SCP server of the device.'),
  ignored('ip tcp', 'TCP stack tuning of the device.'),
  ignored('ip icmp', 'ICMP rate limits of the device.'),
  ignored(
    'ip forward-protocol',
    'UDP forwarding (helper) protocols: DHCP relay is set per interface.',
  ),
  ignored('ip source-route', 'Source routing: FortiOS drops source-routed packets.'),
  ignored('ip finger', 'Finger service of the device.'),
  ignored('ip bootp', 'BOOTP server of the device.'),
  ignored('ip subnet-zero', 'Addressing setting: always on for FortiOS.'),
  ignored('ip classless', 'Routing setting: always on for FortiOS.'),
  ignored('ip bgp-community', 'BGP community format.', 'Static Routes'),
  ignored(
    'ip community-list',
    'BGP community lists: dynamic routing is configured by hand.',
    'Static Routes',
  ),
  ignored(
    'ip prefix-list',
    'Prefix lists for routing protocols: dynamic routing is configured by hand.',
    'Static Routes',
  ),
  ignored(
    'ip as-path',
    'BGP AS-path lists: dynamic routing is configured by hand.',
    'Static Routes',
  ),
  ignored('ip sla', 'IP SLA probes: configure a FortiOS link-monitor.', 'Static Routes'),
  ignored('track', 'Tracking objects: configure a FortiOS link-monitor.', 'Static Routes'),
  ignored('ipv6 unicast-routing', 'IPv6 forwarding switch.'),
  ignored('ipv6 cef', 'Forwarding engine setting.'),
  ignored('no ipv6', 'Turns an IPv6 feature off.'),
  ignored(
    'crypto pki',
    'PKI trustpoints and certificates: import certificates on FortiOS by hand.',
    'VPN IPSEC Phase1 & Phase2',
  ),
  ignored('crypto key', 'Device keys: FortiOS makes its own.', 'VPN IPSEC Phase1 & Phase2'),
  ignored(
    'crypto ikev2 policy',
    'IKEv2 policies pick proposals by local address: the proposals are on each phase1.',
    'VPN IPSEC Phase1 & Phase2',
  ),
  ignored(
    'crypto ikev2 profile',
    'IKEv2 profile: peer identity and keyring, read with the tunnels (set the identity on FortiOS if it is not the address).',
    'VPN IPSEC Phase1 & Phase2',
  ),
  unsupported(
    'router',
    'Static Routes',
    'Dynamic routing (OSPF, BGP, EIGRP, RIP) is not converted: configure FortiOS router ospf/bgp by hand, and ask for show ip route so routed destinations are known.',
  ),
  unsupported(
    'route-map',
    'Static Routes',
    'Route maps (PBR, redistribution, BGP filters) are not converted: use FortiOS route-maps or policy routes by hand.',
  ),
  unsupported(
    'time-range',
    'Schedules',
    'Time ranges are not converted yet: rules naming one are kept with the condition and marked; add a FortiOS schedule by hand.',
  ),
  ignored(
    'ipv6 access-list',
    'IPv6 access lists are not converted; where one is applied (ipv6 traffic-filter) the interface line is reported: write the IPv6 policies by hand.',
    'Policies',
  ),
  unsupported('ipv6 route', 'Static Routes', 'IPv6 routes are not converted yet.'),
  {
    path: 'ip inspect',
    status: 'ignored',
    objectType: 'Policies',
    code: 'IOS_CBAC',
    why: 'CBAC inspection rules only add state for replies: FortiOS policies are stateful, so replies to permitted sessions pass without them; application helpers are automatic. Not converted.',
  },
  unsupported(
    'parameter-map',
    'Policies',
    'Inspection parameters (timeouts, limits): FortiOS session settings are configured separately.',
  ),
  unsupported(
    'class-map',
    'Other',
    'A QoS or layer-7 class-map: not converted (traffic shaping on FortiOS is configured by hand).',
  ),
  unsupported(
    'policy-map',
    'Other',
    'A QoS or layer-7 policy-map: not converted (traffic shaping on FortiOS is configured by hand).',
  ),
  unsupported('ip sla responder', 'Other', 'IP SLA responder.'),
  unsupported(
    'ip local',
    'Other',
    'Local policy routing: configure FortiOS policy routes by hand.',
  ),
  unsupported(
    'crypto dynamic-map',
    'VPN IPSEC Phase1 & Phase2',
    'Dynamic crypto maps (dial-in peers): configure a FortiOS dial-up phase1 by hand.',
  ),
  unsupported(
    'crypto isakmp profile',
    'VPN IPSEC Phase1 & Phase2',
    'ISAKMP profiles are not converted: set the peer identity on the FortiOS phase1 by hand.',
  ),
  unsupported(
    'crypto isakmp client',
    'VPN IPSEC Phase1 & Phase2',
    'EzVPN is not converted: configure FortiClient dial-up by hand.',
  ),
  unsupported('crypto gdoi', 'VPN IPSEC Phase1 & Phase2', 'GETVPN is not converted.'),
  unsupported(
    'crypto ca',
    'VPN IPSEC Phase1 & Phase2',
    'Certificate authorities: import certificates on FortiOS by hand.',
  ),
  unsupported(
    'ip nat translation',
    'NAT',
    'NAT timeouts and limits: FortiOS session settings are configured separately.',
  ),
  unsupported('ip dhcp snooping', 'DHCP Servers', 'DHCP snooping is a switch feature.'),
  unsupported(
    'ip dhcp relay',
    'DHCP Servers',
    'DHCP relay options: set dhcp-relay-service on the FortiOS interface.',
  ),
  unsupported(
    'ip verify',
    'Interfaces',
    'Unicast RPF: the closest FortiOS setting is src-check on the interface.',
  ),
  unsupported('ip multicast-routing', 'Other', 'Multicast routing is not converted.'),
  unsupported(
    'ip vrf',
    'Interfaces',
    'VRFs: set the FortiOS vrf on the interfaces (or a VDOM) by hand.',
  ),
  unsupported(
    'vrf',
    'Interfaces',
    'VRFs: set the FortiOS vrf on the interfaces (or a VDOM) by hand.',
  ),
  unsupported(
    'object-group',
    'Addresses & Address Groups',
    'An object-group of a kind not converted (only network and service groups are).',
  ),
]);
