import type { TServiceTerm } from '../../model/ir.js';

const tcp = (...ports: [number, number][]): TServiceTerm => ({ protocol: 'tcp', dst: ports });
const udp = (...ports: [number, number][]): TServiceTerm => ({ protocol: 'udp', dst: ports });
const p = (port: number): [number, number] => [port, port];

/**
 * Standard ports of well-known App-IDs (Applipedia "standard ports"), for rules whose service is
 * `application-default`. Applications not listed here are reported: their ports are not known.
 *
 * Where each entry was checked:
 * - [S1] PAN-OS 9.0 New Features, "Strict Default Ports for Decrypted Applications": web-browsing
 *   is enforced on port 80 (443 only when decrypted, which this table does not model).
 * - [S2] Palo Alto Networks LIVE, "Protecting Panorama and Log Collector Inbound and Outbound
 *   Communications" (port, protocol and App-ID table): ssh tcp/22, smtp-base tcp/25 and 587.
 * - [IANA] not found in a Palo Alto Networks source here: the IANA well-known port of the
 *   protocol the App-ID names. Applipedia may list more ports (e.g. ssl on other TLS ports):
 *   check these against Applipedia before relying on them.
 */
export const APP_DEFAULT_PORTS: Readonly<Record<string, TServiceTerm[]>> = {
  'web-browsing': [tcp(p(80))], // [S1]
  ssh: [tcp(p(22))], // [S2]
  'smtp-base': [tcp(p(25), p(587))], // [S2]
  // [IANA] from here on.
  ssl: [tcp(p(443))],
  dns: [tcp(p(53)), udp(p(53))],
  telnet: [tcp(p(23))],
  ftp: [tcp(p(21))],
  smtp: [tcp(p(25))],
  pop3: [tcp(p(110))],
  imap: [tcp(p(143))],
  ntp: [udp(p(123))],
  snmp: [udp(p(161))],
  'snmp-trap': [udp(p(162))],
  syslog: [udp(p(514))],
  ldap: [tcp(p(389)), udp(p(389))],
  'ms-rdp': [tcp(p(3389))],
  'ms-ds-smb': [tcp(p(139), p(445))],
  msrpc: [tcp(p(135))],
  kerberos: [tcp(p(88)), udp(p(88))],
  'netbios-ns': [udp(p(137))],
  'netbios-dg': [udp(p(138))],
  'netbios-ss': [tcp(p(139))],
  dhcp: [udp([67, 68])],
  tftp: [udp(p(69))],
  mysql: [tcp(p(3306))],
  'mssql-db': [tcp(p(1433))],
  oracle: [tcp(p(1521))],
  radius: [udp([1812, 1813])],
  ike: [udp(p(500), p(4500))],
  'ipsec-esp': [{ protocol: 'ip', number: 50 }],
  'ipsec-ah': [{ protocol: 'ip', number: 51 }],
  gre: [{ protocol: 'ip', number: 47 }],
  icmp: [{ protocol: 'icmp' }],
  ping: [{ protocol: 'icmp', type: 8 }],
  traceroute: [udp([33434, 33534]), { protocol: 'icmp', type: 8 }],
  ocsp: [tcp(p(80))],
  'ssl-vpn': [tcp(p(443))],
  rtsp: [tcp(p(554))],
  sip: [tcp(p(5060)), udp(p(5060))],
  'ms-update': [tcp(p(80), p(443))],
  'google-base': [tcp(p(80), p(443))],
  'paloalto-updates': [tcp(p(443))],
  'paloalto-wildfire-cloud': [tcp(p(443))],
  'windows-azure-base': [tcp(p(80), p(443))],
};
