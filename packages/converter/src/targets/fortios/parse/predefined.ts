import type { TSchedule } from '../../../model/ir.js';
import type { TAddressBody } from './addresses.js';
import { Fields } from './fields.js';
import type { TCliNode } from './tree.js';

/**
 * FortiOS factory objects that configurations use without defining them when a backup leaves
 * them out (hand-written snippets, partial exports). Taken from a FortiOS 6.2 factory backup.
 * `all` (addresses), `ALL` (services), `any` (interfaces) and `always` (schedules) never get
 * here: the parser reads them as the model's "any" / no schedule.
 */

/** Factory services in `set` syntax: `key values; key values`. */
const SERVICES: Record<string, string> = {
  DNS: 'tcp-portrange 53; udp-portrange 53',
  HTTP: 'tcp-portrange 80',
  HTTPS: 'tcp-portrange 443',
  IMAP: 'tcp-portrange 143',
  IMAPS: 'tcp-portrange 993',
  LDAP: 'tcp-portrange 389',
  'DCE-RPC': 'tcp-portrange 135; udp-portrange 135',
  POP3: 'tcp-portrange 110',
  POP3S: 'tcp-portrange 995',
  SAMBA: 'tcp-portrange 139',
  SMTP: 'tcp-portrange 25',
  SMTPS: 'tcp-portrange 465',
  KERBEROS: 'tcp-portrange 88 464; udp-portrange 88 464',
  LDAP_UDP: 'udp-portrange 389',
  SMB: 'tcp-portrange 445',
  ALL: 'protocol IP',
  ALL_TCP: 'tcp-portrange 1-65535',
  ALL_UDP: 'udp-portrange 1-65535',
  ALL_ICMP: 'protocol ICMP',
  ALL_ICMP6: 'protocol ICMP6',
  GRE: 'protocol IP; protocol-number 47',
  AH: 'protocol IP; protocol-number 51',
  ESP: 'protocol IP; protocol-number 50',
  AOL: 'tcp-portrange 5190-5194',
  BGP: 'tcp-portrange 179',
  DHCP: 'udp-portrange 67-68',
  FINGER: 'tcp-portrange 79',
  FTP: 'tcp-portrange 21',
  FTP_GET: 'tcp-portrange 21',
  FTP_PUT: 'tcp-portrange 21',
  GOPHER: 'tcp-portrange 70',
  H323: 'tcp-portrange 1720 1503; udp-portrange 1719',
  IKE: 'udp-portrange 500 4500',
  'Internet-Locator-Service': 'tcp-portrange 389',
  IRC: 'tcp-portrange 6660-6669',
  L2TP: 'tcp-portrange 1701; udp-portrange 1701',
  NetMeeting: 'tcp-portrange 1720',
  NFS: 'tcp-portrange 111 2049; udp-portrange 111 2049',
  NNTP: 'tcp-portrange 119',
  NTP: 'tcp-portrange 123; udp-portrange 123',
  OSPF: 'protocol IP; protocol-number 89',
  'PC-Anywhere': 'tcp-portrange 5631; udp-portrange 5632',
  PING: 'protocol ICMP; icmptype 8',
  TIMESTAMP: 'protocol ICMP; icmptype 13',
  INFO_REQUEST: 'protocol ICMP; icmptype 15',
  INFO_ADDRESS: 'protocol ICMP; icmptype 17',
  'ONC-RPC': 'tcp-portrange 111; udp-portrange 111',
  PPTP: 'tcp-portrange 1723',
  QUAKE: 'udp-portrange 26000 27000 27910 27960',
  RAUDIO: 'udp-portrange 7070',
  REXEC: 'tcp-portrange 512',
  RIP: 'udp-portrange 520',
  RLOGIN: 'tcp-portrange 513:512-1023',
  RSH: 'tcp-portrange 514:512-1023',
  SCCP: 'tcp-portrange 2000',
  SIP: 'tcp-portrange 5060; udp-portrange 5060',
  'SIP-MSNmessenger': 'tcp-portrange 1863',
  SNMP: 'tcp-portrange 161-162; udp-portrange 161-162',
  SSH: 'tcp-portrange 22',
  SYSLOG: 'udp-portrange 514',
  TALK: 'udp-portrange 517-518',
  TELNET: 'tcp-portrange 23',
  TFTP: 'udp-portrange 69',
  MGCP: 'udp-portrange 2427 2727',
  UUCP: 'tcp-portrange 540',
  VDOLIVE: 'tcp-portrange 7000-7010',
  WAIS: 'tcp-portrange 210',
  WINFRAME: 'tcp-portrange 1494 2598',
  'X-WINDOWS': 'tcp-portrange 6000-6063',
  PING6: 'protocol ICMP6; icmptype 128',
  'MS-SQL': 'tcp-portrange 1433 1434',
  MYSQL: 'tcp-portrange 3306',
  RDP: 'tcp-portrange 3389',
  VNC: 'tcp-portrange 5900',
  DHCP6: 'udp-portrange 546 547',
  SQUID: 'tcp-portrange 3128',
  SOCKS: 'tcp-portrange 1080; udp-portrange 1080',
  WINS: 'tcp-portrange 1512; udp-portrange 1512',
  RADIUS: 'udp-portrange 1812 1813',
  'RADIUS-OLD': 'udp-portrange 1645 1646',
  CVSPSERVER: 'tcp-portrange 2401; udp-portrange 2401',
  AFS3: 'tcp-portrange 7000-7009; udp-portrange 7000-7009',
  TRACEROUTE: 'udp-portrange 33434-33535',
  RTSP: 'tcp-portrange 554 7070 8554; udp-portrange 554',
  MMS: 'tcp-portrange 1755; udp-portrange 1024-5000',
  NONE: 'tcp-portrange 0',
};

/** The fields of a factory service, as if the file had defined it; undefined if none. */
export function predefinedService(name: string): Fields | undefined {
  const text = Object.hasOwn(SERVICES, name) ? SERVICES[name] : undefined;
  if (text === undefined) return undefined;
  const children: TCliNode[] = text.split('; ').map((statement) => {
    const [key = '', ...values] = statement.split(' ');
    return { kind: 'set', key, values, line: 0, endLine: 0 };
  });
  return new Fields({ kind: 'edit', key: name, children, line: 0, endLine: 0 });
}

const ADDRESSES: Record<string, TAddressBody> = {
  all: { kind: 'subnet', ip: '0.0.0.0', prefix: 0 },
  none: { kind: 'host', ip: '0.0.0.0' },
  SSLVPN_TUNNEL_ADDR1: { kind: 'range', start: '10.212.134.200', end: '10.212.134.210' },
};

export function predefinedAddress(name: string): TAddressBody | undefined {
  return Object.hasOwn(ADDRESSES, name) ? ADDRESSES[name] : undefined;
}

const SCHEDULES: Record<string, Pick<TSchedule, 'recurring'>> = {
  // "none" is never active.
  none: { recurring: [] },
};

export function predefinedSchedule(name: string): Pick<TSchedule, 'recurring'> | undefined {
  return Object.hasOwn(SCHEDULES, name) ? SCHEDULES[name] : undefined;
}

/**
 * Interfaces that exist without a `system interface` entry: the SSL VPN tunnel of the VDOM
 * (`ssl.root`) and the SD-WAN zone (`virtual-wan-link` up to 6.2, `sdwan` after).
 */
export function predefinedInterface(name: string, vdom: string): 'tunnel' | 'zone' | undefined {
  if (name === `ssl.${vdom}`) return 'tunnel';
  if (name === 'virtual-wan-link' || name === 'sdwan') return 'zone';
  return undefined;
}
