import type { TServiceTerm } from '../../model/ir.js';

const tcp = (low: number, high = low): TServiceTerm => ({ protocol: 'tcp', dst: [[low, high]] });
const udp = (low: number, high = low): TServiceTerm => ({ protocol: 'udp', dst: [[low, high]] });

/**
 * ScreenOS predefined services the converter knows (ScreenOS Concepts & Examples, "Predefined
 * Services"). `fortios` is true where FortiOS has a factory service of the same name and the
 * same ports, so the factory one is used; the others become custom services, and those whose
 * FortiOS namesake differs get a distinct name (`target`).
 *
 * Protocols and ports were checked against the ScreenOS 5.4 predefined-service table that
 * firewall-orchestrator (ITSecOrg) ships for NetScreen imports: every entry matches it except
 * UUCP, which ScreenOS defines on UDP 540 (FortiOS's UUCP is TCP). That table keeps one
 * protocol per service, so DNS (TCP and UDP 53 here) is confirmed for UDP only.
 */
export const PREDEFINED_SERVICES: Record<
  string,
  { terms: TServiceTerm[]; fortios?: boolean; target?: string }
> = {
  AOL: { terms: [tcp(5190, 5194)], fortios: true },
  BGP: { terms: [tcp(179)], fortios: true },
  DNS: { terms: [tcp(53), udp(53)], fortios: true },
  FINGER: { terms: [tcp(79)], fortios: true },
  FTP: { terms: [tcp(21)], fortios: true },
  'FTP-Get': { terms: [tcp(21)] },
  'FTP-Put': { terms: [tcp(21)] },
  GOPHER: { terms: [tcp(70)], fortios: true },
  GRE: { terms: [{ protocol: 'ip', number: 47 }], fortios: true },
  HTTP: { terms: [tcp(80)], fortios: true },
  HTTPS: { terms: [tcp(443)], fortios: true },
  'ICMP-ANY': { terms: [{ protocol: 'icmp' }] },
  IDENT: { terms: [tcp(113)] },
  IKE: { terms: [udp(500)], target: 'IKE-500' },
  IMAP: { terms: [tcp(143)], fortios: true },
  IRC: { terms: [tcp(6660, 6669)], fortios: true },
  LDAP: { terms: [tcp(389)], fortios: true },
  LPR: { terms: [tcp(515)] },
  MAIL: { terms: [tcp(25)] },
  'MS-SQL': { terms: [tcp(1433)], target: 'MS-SQL-1433' },
  NBDS: { terms: [udp(138)] },
  NBNAME: { terms: [udp(137)] },
  NNTP: { terms: [tcp(119)], fortios: true },
  NTP: { terms: [udp(123)], target: 'NTP-udp' },
  OSPF: { terms: [{ protocol: 'ip', number: 89 }], fortios: true },
  PING: { terms: [{ protocol: 'icmp', type: 8 }], fortios: true },
  POP3: { terms: [tcp(110)], fortios: true },
  PPTP: { terms: [tcp(1723)], fortios: true },
  RADIUS: { terms: [udp(1812, 1813)], target: 'RADIUS-1812' },
  SMTP: { terms: [tcp(25)], fortios: true },
  SSH: { terms: [tcp(22)], fortios: true },
  SYSLOG: { terms: [udp(514)], fortios: true },
  TALK: { terms: [udp(517, 518)], fortios: true },
  TELNET: { terms: [tcp(23)], fortios: true },
  TFTP: { terms: [udp(69)], fortios: true },
  UUCP: { terms: [udp(540)], target: 'UUCP-udp' },
  WAIS: { terms: [tcp(210)], fortios: true },
  'X-WINDOWS': { terms: [tcp(6000, 6063)], fortios: true },
};
