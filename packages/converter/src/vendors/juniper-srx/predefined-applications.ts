import type { TServiceTerm } from '../../model/ir.js';

const tcp = (...ports: number[]): TServiceTerm[] =>
  ports.map((p) => ({ protocol: 'tcp', dst: [[p, p]] }));
const udp = (...ports: number[]): TServiceTerm[] =>
  ports.map((p) => ({ protocol: 'udp', dst: [[p, p]] }));
const icmp = (type?: number): TServiceTerm[] => [
  type === undefined ? { protocol: 'icmp' } : { protocol: 'icmp', type },
];

/**
 * Predefined applications (`junos-defaults`) as ports. Only entries whose ports are certain are
 * listed: an unknown `junos-*` name is reported, never guessed. ALGs of entries such as
 * junos-ftp and junos-sip are the FortiOS session helpers' job.
 *
 * Confirmed in Juniper's "show groups junos-defaults" (Junos OS 12.2 CLI reference): junos-ftp
 * tcp/21, junos-tftp udp/69. The others follow the well-known ports of their protocol and the
 * project's Junos reference table, but no Juniper page listing them was found.
 * junos-smtps is left out: sources disagree on its port (465 or 587), so it is reported.
 */
export const PREDEFINED_APPLICATIONS: Readonly<Record<string, TServiceTerm[]>> = {
  'junos-http': tcp(80),
  'junos-https': tcp(443),
  'junos-ssh': tcp(22),
  'junos-telnet': tcp(23),
  'junos-ftp': tcp(21),
  'junos-smtp': tcp(25),
  'junos-pop3': tcp(110),
  'junos-imap': tcp(143),
  'junos-imaps': tcp(993),
  'junos-nntp': tcp(119),
  'junos-dns-udp': udp(53),
  'junos-dns-tcp': tcp(53),
  'junos-ntp': udp(123),
  'junos-tftp': udp(69),
  'junos-syslog': udp(514),
  'junos-snmp-agentx': tcp(705),
  'junos-bgp': tcp(179),
  'junos-ldap': tcp(389),
  'junos-ike': udp(500),
  'junos-ike-nat': udp(4500),
  'junos-radius': udp(1812),
  'junos-radacct': udp(1813),
  'junos-tacacs': tcp(49),
  'junos-pptp': tcp(1723),
  'junos-ms-sql': tcp(1433),
  'junos-whois': tcp(43),
  'junos-ident': tcp(113),
  'junos-dhcp-client': udp(68),
  'junos-dhcp-server': udp(67),
  'junos-sip': [...udp(5060), ...tcp(5060)],
  'junos-smb': tcp(139, 445),
  'junos-ping': icmp(8),
  'junos-icmp-ping': icmp(8),
  'junos-icmp-all': icmp(),
  'junos-gre': [{ protocol: 'ip', number: 47 }],
  'junos-ospf': [{ protocol: 'ip', number: 89 }],
  'junos-ping6': [{ protocol: 'icmp6', type: 128 }],
  'junos-icmp6-all': [{ protocol: 'icmp6' }],
};

/** Port names Junos accepts in `destination-port` / `source-port`. */
export const PORT_NAMES: Readonly<Record<string, number>> = {
  ftp: 21,
  'ftp-data': 20,
  ssh: 22,
  telnet: 23,
  smtp: 25,
  domain: 53,
  tftp: 69,
  http: 80,
  kerberos: 88,
  pop3: 110,
  sunrpc: 111,
  ident: 113,
  nntp: 119,
  ntp: 123,
  'netbios-ns': 137,
  'netbios-dgm': 138,
  'netbios-ssn': 139,
  imap: 143,
  snmp: 161,
  snmptrap: 162,
  bgp: 179,
  ldap: 389,
  https: 443,
  'microsoft-ds': 445,
  syslog: 514,
  ike: 500,
  radius: 1812,
  radacct: 1813,
};

/** IP protocol names of `protocol`. */
export const PROTOCOLS: Readonly<Record<string, number>> = {
  icmp: 1,
  igmp: 2,
  tcp: 6,
  udp: 17,
  gre: 47,
  esp: 50,
  ah: 51,
  icmp6: 58,
  ospf: 89,
  pim: 103,
  sctp: 132,
};

/** ICMP type names of `icmp-type`. */
export const ICMP_TYPES: Readonly<Record<string, number>> = {
  'echo-reply': 0,
  unreachable: 3,
  'source-quench': 4,
  redirect: 5,
  'echo-request': 8,
  'router-advertisement': 9,
  'router-solicit': 10,
  'time-exceeded': 11,
  'parameter-problem': 12,
  timestamp: 13,
  'timestamp-reply': 14,
  'info-request': 15,
  'info-reply': 16,
  'mask-request': 17,
  'mask-reply': 18,
};
