import type { TObjectType, TReportStatus } from '../../report/report-types.js';

interface TGaiaRule {
  status: Extract<TReportStatus, 'ignored' | 'unsupported'>;
  objectType: TObjectType;
  why: string;
}

const ignored = (why: string, objectType: TObjectType = 'System'): TGaiaRule => ({
  status: 'ignored',
  objectType,
  why,
});
const unsupported = (why: string, objectType: TObjectType = 'System'): TGaiaRule => ({
  status: 'unsupported',
  objectType,
  why,
});

/** Gaia clish settings the converter knows and does not carry over, by their first words. */
const RULES: [prefix: string, rule: TGaiaRule][] = [
  ['set installer', ignored('Gaia software updater (CPUSE) settings.')],
  ['set arp', ignored('ARP table tuning: FortiOS defaults apply.')],
  ['set message', ignored('Login banner and message-of-the-day switches.')],
  ['set core-dump', ignored('Core dump settings of the gateway OS.')],
  ['set clienv', ignored('clish shell settings.')],
  ['set format', ignored('Display formats of the clish shell.')],
  ['add allowed-client', ignored('Gaia management clients: set trusthosts on FortiOS admins.')],
  ['set web', ignored('Gaia Portal (web UI) settings.')],
  ['set inactivity-timeout', ignored('Gaia session timeout: FortiOS admintimeout applies.')],
  ['set ipv6-state', ignored('IPv6 on the gateway OS: IPv6 is not converted yet.')],
  ['add command', ignored('clish extension commands.')],
  ['set net-access', ignored('Telnet access to Gaia.')],
  ['set ntp', unsupported('NTP is not converted: configure system ntp on the FortiGate.')],
  ['set password-controls', ignored('Gaia password policy: FortiOS has its own password-policy.')],
  [
    'set user',
    unsupported(
      'Gaia administrators are not converted: create FortiOS admins.',
      'Local Users & Groups',
    ),
  ],
  [
    'add user',
    unsupported(
      'Gaia administrators are not converted: create FortiOS admins.',
      'Local Users & Groups',
    ),
  ],
  ['set expert-password', ignored('Expert-mode password of Gaia.')],
  [
    'set max-path-splits',
    ignored('Equal-cost multipath limit of the routing daemon.', 'Static Routes'),
  ],
  ['set tracefile', ignored('Routing daemon trace files.')],
  ['set router-options', ignored('Routing daemon options.', 'Static Routes')],
  ['set routedsyslog', ignored('Routing daemon logging.')],
  ['set syslog', unsupported('Syslog is not converted: configure log syslogd on the FortiGate.')],
  ['set timezone', ignored('Time zone: set it on the FortiGate.')],
  ['set aaa', unsupported('RADIUS/TACACS+ for Gaia administrators is not converted.')],
  [
    'set inbound-route-filter',
    unsupported('Route filters of dynamic routing are not converted.', 'Static Routes'),
  ],
  ['set ospf', unsupported('OSPF is not converted.', 'Static Routes')],
  ['set rip', unsupported('RIP is not converted.', 'Static Routes')],
  ['set bgp', unsupported('BGP is not converted.', 'Static Routes')],
  ['set snmp', unsupported('SNMP is not converted: configure system snmp on the FortiGate.')],
  [
    'set management interface',
    ignored(
      'Gaia management interface designation: choose the FortiGate management port.',
      'Interfaces',
    ),
  ],
  ['set domainname', ignored('Domain name of the gateway OS.', 'DNS')],
  ['set dhcp-server', unsupported('The Gaia DHCP server is not converted yet.', 'DHCP Servers')],
  ['set proxy-arp', ignored('Proxy ARP: FortiOS VIPs and IP pools answer ARP themselves.', 'NAT')],
  ['add arp proxy', ignored('Proxy ARP: FortiOS VIPs and IP pools answer ARP themselves.', 'NAT')],
  ['set vrrp', unsupported('VRRP is not converted: use FortiGate HA or vrrp.', 'Interfaces')],
  ['set mdps', unsupported('Management data plane separation is not converted.')],
  ['set lom', ignored('Lights-out management card settings.')],
  ['set backup-scheduled', ignored('Gaia scheduled backups.')],
  ['set cron', ignored('Gaia scheduled jobs.')],
  ['set kernel-routes', ignored('Routing daemon kernel route handling.', 'Static Routes')],
  ['set ipv6', ignored('IPv6 settings: IPv6 is not converted yet.')],
  ['set banner', ignored('Login banner.')],
  ['set hostname-resolution', ignored('Host name resolution order.', 'DNS')],
  ['add host name', ignored('Static host table of the gateway OS.', 'DNS')],
  ['set host name', ignored('Static host table of the gateway OS.', 'DNS')],
];

/** What the converter knows of a Gaia clish line it does not carry over, or undefined. */
export function gaiaRule(line: string): TGaiaRule | undefined {
  const text = line.trim().replace(/\s+/g, ' ');
  return RULES.find(([prefix]) => text === prefix || text.startsWith(`${prefix} `))?.[1];
}
