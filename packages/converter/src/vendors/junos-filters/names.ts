import { ICMP_TYPES, PROTOCOLS as SRX_PROTOCOLS } from '../juniper-srx/predefined-applications.js';

/**
 * The names a Junos filter term may use for protocols, ports and ICMP types (Junos routing
 * policy guide, "Firewall Filter Match Conditions for IPv4 Traffic"), as numbers.
 */

/** The SRX reader's protocol names, with those only filters use. */
const PROTOCOLS: Readonly<Record<string, number>> = {
  ...SRX_PROTOCOLS,
  ipip: 4,
  egp: 8,
  rsvp: 46,
  vrrp: 112,
};

const PORTS: Record<string, number> = {
  afs: 1483,
  bgp: 179,
  biff: 512,
  bootpc: 68,
  bootps: 67,
  cmd: 514,
  cvspserver: 2401,
  dhcp: 67,
  domain: 53,
  eklogin: 2105,
  ekshell: 2106,
  exec: 512,
  finger: 79,
  ftp: 21,
  'ftp-data': 20,
  http: 80,
  https: 443,
  ident: 113,
  imap: 143,
  'kerberos-sec': 88,
  klogin: 543,
  kpasswd: 761,
  'krb-prop': 754,
  krbupdate: 760,
  kshell: 544,
  ldap: 389,
  ldp: 646,
  login: 513,
  'mobileip-agent': 434,
  'mobilip-mn': 435,
  msdp: 639,
  'netbios-dgm': 138,
  'netbios-ns': 137,
  'netbios-ssn': 139,
  nfsd: 2049,
  nntp: 119,
  ntalk: 518,
  ntp: 123,
  pop3: 110,
  pptp: 1723,
  printer: 515,
  radacct: 1813,
  radius: 1812,
  rip: 520,
  rkinit: 2108,
  smtp: 25,
  snmp: 161,
  snmptrap: 162,
  snpp: 444,
  socks: 1080,
  ssh: 22,
  sunrpc: 111,
  syslog: 514,
  tacacs: 49,
  'tacacs-ds': 65,
  talk: 517,
  telnet: 23,
  tftp: 69,
  timed: 525,
  who: 513,
  xdmcp: 177,
};

const numberIn = (text: string, max: number): number | undefined =>
  /^\d{1,5}$/.test(text) && Number(text) <= max ? Number(text) : undefined;

/** An IP protocol by name or number. */
export const protocolNumber = (word: string): number | undefined =>
  PROTOCOLS[word] ?? numberIn(word, 255);

/** A port or port range (`80`, `http`, `1024-65535`) as [low, high]. */
export function portRange(word: string): [number, number] | undefined {
  const dash = word.indexOf('-', 1);
  const named = PORTS[word];
  if (named !== undefined) return [named, named];
  if (dash > 0) {
    const low = numberIn(word.slice(0, dash), 65535);
    const high = numberIn(word.slice(dash + 1), 65535);
    return low !== undefined && high !== undefined && low <= high ? [low, high] : undefined;
  }
  const one = numberIn(word, 65535);
  return one === undefined ? undefined : [one, one];
}

/** An ICMP type by name or number. */
export const icmpType = (word: string): number | undefined =>
  ICMP_TYPES[word] ?? numberIn(word, 255);
