import { leftoverTable, type TLeftover } from '../toolkit/leftovers.js';

const IGNORED = 'MT_IGNORED';
const UNSUPPORTED = 'MT_UNSUPPORTED';

const ignored = (path: string, objectType: TLeftover['objectType'], why: string): TLeftover => ({
  path,
  status: 'ignored',
  objectType,
  code: IGNORED,
  why,
});
const unsupported = (
  path: string,
  objectType: TLeftover['objectType'],
  why: string,
): TLeftover => ({ path, status: 'unsupported', objectType, code: UNSUPPORTED, why });

/**
 * RouterOS menus this converter deliberately does not convert, by menu path (the longest
 * matching path wins), and why. Paths are the menu words (`ip firewall mangle`).
 */
export const MIKROTIK_LEFTOVERS = leftoverTable(UNSUPPORTED, [
  ignored(
    'system',
    'System',
    'Device settings (clock, logging, packages, board): FortiOS has its own.',
  ),
  unsupported(
    'system ntp',
    'System',
    'NTP client or server: configure config system ntp on the FortiGate.',
  ),
  unsupported(
    'system scheduler',
    'System',
    'Scheduled scripts: FortiOS has automation stitches; recreate what they do by hand.',
  ),
  unsupported(
    'system script',
    'System',
    'RouterOS scripts do not run on FortiOS: recreate what they do with automation stitches.',
  ),
  ignored(
    'tool',
    'System',
    'Router tools (graphing, netwatch, sniffer, MAC server, e-mail): not firewall configuration.',
  ),
  ignored('snmp', 'System', 'SNMP: configure config system snmp on the FortiGate.'),
  ignored(
    'certificate',
    'System',
    'Certificates are not in exports: import them on the FortiGate.',
  ),
  ignored('file', 'System', 'Files of the router.'),
  ignored('disk', 'System', 'Disks of the router.'),
  ignored('port', 'System', 'Serial ports of the router.'),
  ignored('console', 'System', 'Console settings of the router.'),
  ignored('lcd', 'System', 'Front panel settings of the router.'),
  ignored('dude', 'System', 'The Dude network monitor: not firewall configuration.'),
  ignored('zerotier', 'Interfaces', 'ZeroTier: FortiOS has no ZeroTier; use IPsec or ZTNA.'),
  ignored('container', 'System', 'Containers: FortiOS runs none.'),
  ignored(
    'user group',
    'Local Users & Groups',
    'Administrator groups (policies): give FortiOS admins an access profile by hand.',
  ),
  unsupported(
    'user aaa',
    'Local Users & Groups',
    'RADIUS login of administrators: configure a FortiOS RADIUS server and remote admins.',
  ),
  unsupported(
    'radius',
    'Local Users & Groups',
    'RADIUS clients: configure config user radius on the FortiGate.',
  ),
  ignored('user settings', 'Local Users & Groups', 'Password policy of the router.'),
  unsupported(
    'queue',
    'Other',
    'Queues (bandwidth limits): recreate them as FortiOS traffic shapers and shaping policies.',
  ),
  unsupported(
    'routing',
    'Static Routes',
    'Dynamic routing, routing tables and rules: configure FortiOS BGP/OSPF, VRFs or policy routes by hand.',
  ),
  unsupported('mpls', 'Static Routes', 'MPLS is not converted.'),
  unsupported(
    'ip firewall mangle',
    'Other',
    'Mangle rules mark packets and connections for policy routing and queues: FortiOS does this with policy routes, SD-WAN rules and shapers; rules that match the marks are reported beside them.',
  ),
  unsupported(
    'ip firewall raw',
    'Policies',
    'Raw rules act before connection tracking (notrack, early drop): recreate drops as FortiOS policies or DoS policies by hand.',
  ),
  ignored(
    'ip firewall service-port',
    'Other',
    'Protocol helpers (FTP, SIP, PPTP ALG): FortiOS session helpers are on by default.',
  ),
  ignored(
    'ip firewall connection',
    'Other',
    'Connection-tracking timeouts: FortiOS session TTLs apply.',
  ),
  ignored(
    'ip firewall layer7-protocol',
    'Other',
    'Layer-7 patterns: the rules that use them are reported with the condition.',
  ),
  unsupported('ip firewall calea', 'Other', 'CALEA capture is not converted.'),
  unsupported(
    'ip service',
    'System',
    'Router management services (winbox, ssh, www, api): set FortiOS admin access (allowaccess, admin ports, trusted hosts) by hand.',
  ),
  unsupported('ip proxy', 'Other', 'The web proxy: configure a FortiOS explicit proxy by hand.'),
  unsupported('ip socks', 'Other', 'The SOCKS server: FortiOS has none.'),
  unsupported(
    'ip upnp',
    'Other',
    'UPnP: FortiOS has no UPnP port mapping; add VIPs for what is needed.',
  ),
  unsupported('ip hotspot', 'Other', 'Hotspot: use a FortiOS captive portal.'),
  unsupported(
    'ip traffic-flow',
    'System',
    'Traffic flow (NetFlow): configure config system netflow on the FortiGate.',
  ),
  unsupported(
    'ip dns static',
    'DNS',
    'Static DNS entries: recreate them in a FortiOS DNS database (config system dns-database).',
  ),
  unsupported(
    'ip ipsec mode-config',
    'VPN IPSEC Phase1 & Phase2',
    'Mode-config (addresses for road-warrior clients): set them on a FortiOS dial-up phase1.',
  ),
  ignored(
    'ip ipsec policy group',
    'VPN IPSEC Phase1 & Phase2',
    'Policy template groups: FortiOS has none.',
  ),
  ignored(
    'ip ipsec settings',
    'VPN IPSEC Phase1 & Phase2',
    'Global IPsec settings: FortiOS defaults apply.',
  ),
  ignored(
    'ip ipsec user',
    'VPN IPSEC Phase1 & Phase2',
    'XAuth user settings: FortiOS defaults apply.',
  ),
  ignored(
    'ip cloud',
    'System',
    'MikroTik cloud DDNS: configure FortiGuard DDNS (config system ddns) if needed.',
  ),
  ignored('ip neighbor', 'System', 'Neighbour discovery: FortiOS has LLDP settings of its own.'),
  ignored(
    'ip settings',
    'System',
    'Kernel IP settings (rp-filter, TCP syncookies): FortiOS defaults apply.',
  ),
  ignored('ip ssh', 'System', 'SSH server settings of the router.'),
  ignored('ip smb', 'System', 'The SMB file server of the router.'),
  ignored('ip media', 'System', 'The media server of the router.'),
  ignored('ip packing', 'Interfaces', 'Packet compression on a tunnel: FortiOS has none.'),
  ignored(
    'ip arp',
    'Interfaces',
    'Static ARP entries: add them with config system arp-table if needed.',
  ),
  unsupported('ip vrf', 'Interfaces', 'VRFs: configure FortiOS VRFs on the interfaces by hand.'),
  unsupported(
    'ip dhcp-relay',
    'DHCP Servers',
    'DHCP relay: set dhcp-relay-service on the FortiOS interface.',
  ),
  ignored(
    'ip dhcp-server option',
    'DHCP Servers',
    'DHCP options: add them to the FortiOS DHCP server by hand.',
  ),
  ignored('ip dhcp-server config', 'DHCP Servers', 'Global DHCP server settings.'),
  unsupported(
    'ipv6 firewall',
    'Policies',
    'IPv6 firewall rules are not converted yet: recreate them as FortiOS IPv6 policies.',
  ),
  unsupported('ipv6', 'Interfaces', 'IPv6 settings are not converted yet.'),
  unsupported(
    'ipv6 firewall address-list',
    'Addresses & Address Groups',
    'IPv6 address lists are not converted yet (nor the IPv6 rules that use them).',
  ),
  unsupported(
    'ppp profile',
    'SSLVPN',
    'PPP profiles (addresses and DNS of PPP/VPN clients): set them on the FortiOS VPN by hand.',
  ),
  ignored('ppp aaa', 'Local Users & Groups', 'PPP authentication settings.'),
  unsupported(
    'interface l2tp-server',
    'SSLVPN',
    'The L2TP server: FortiOS offers L2TP over IPsec or SSL/IPsec dial-up VPN; set it up by hand.',
  ),
  unsupported(
    'interface sstp-server',
    'SSLVPN',
    'The SSTP server: FortiOS has none; use SSL VPN or dial-up IPsec.',
  ),
  unsupported(
    'interface ovpn-server',
    'SSLVPN',
    'The OpenVPN server: FortiOS has none; use SSL VPN or dial-up IPsec.',
  ),
  unsupported(
    'interface pptp-server',
    'SSLVPN',
    'The PPTP server: FortiOS has none (and PPTP is insecure); use SSL VPN.',
  ),
  unsupported('interface pppoe-server', 'Interfaces', 'The PPPoE server: FortiOS has none.'),
  ignored(
    'interface ethernet switch',
    'Interfaces',
    'Switch-chip settings of the ports: FortiOS sets its hardware switch apart.',
  ),
  ignored('interface ethernet poe', 'Interfaces', 'PoE settings of the ports.'),
  ignored('interface bridge settings', 'Interfaces', 'Bridge firewall and fast-path settings.'),
  unsupported(
    'interface bridge vlan',
    'Interfaces',
    'Bridge VLAN filtering: make FortiOS VLAN interfaces or a VLAN switch by hand.',
  ),
  unsupported(
    'interface bridge filter',
    'Policies',
    'Bridge (layer-2) filter rules: FortiOS has no equivalent in a policy; recreate them in transparent mode by hand.',
  ),
  unsupported('interface bridge nat', 'NAT', 'Bridge (layer-2) NAT: not converted.'),
  ignored('interface detect-internet', 'Interfaces', 'Internet detection settings.'),
  ignored(
    'interface wireless',
    'Interfaces',
    'Wireless settings (security profiles, channels, access lists): configure FortiAP or FortiWiFi SSIDs.',
  ),
  ignored(
    'interface wifiwave2',
    'Interfaces',
    'Wireless settings (security, configuration): configure FortiAP or FortiWiFi SSIDs.',
  ),
  ignored(
    'interface wifi',
    'Interfaces',
    'Wireless settings (security, configuration): configure FortiAP or FortiWiFi SSIDs.',
  ),
  ignored(
    'interface lte',
    'Interfaces',
    'LTE modem settings (APN): configure the FortiGate modem.',
  ),
  unsupported(
    'interface wireguard peers',
    'VPN IPSEC Phase1 & Phase2',
    'WireGuard peers: FortiOS has no WireGuard; rebuild the tunnels as IPsec.',
  ),
  ignored('caps-man', 'Interfaces', 'CAPsMAN wireless controller: use FortiAP management.'),
  ignored('lora', 'Interfaces', 'LoRa settings.'),
  ignored('iot', 'Interfaces', 'IoT settings.'),
  ignored('special-login', 'System', 'Serial special login.'),
  ignored('partitions', 'System', 'Storage partitions of the router.'),
]);
