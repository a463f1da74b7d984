import type { TPortRange } from '../../model/ir.js';

/** Port names of Debian's /etc/services that VyOS accepts in `port` (the common ones). */
const PORT_NAMES: Record<string, number> = {
  'ftp-data': 20,
  ftp: 21,
  ssh: 22,
  telnet: 23,
  smtp: 25,
  domain: 53,
  bootps: 67,
  bootpc: 68,
  tftp: 69,
  http: 80,
  www: 80,
  kerberos: 88,
  pop3: 110,
  sunrpc: 111,
  ntp: 123,
  'netbios-ns': 137,
  'netbios-dgm': 138,
  'netbios-ssn': 139,
  imap2: 143,
  imap: 143,
  snmp: 161,
  'snmp-trap': 162,
  bgp: 179,
  ldap: 389,
  https: 443,
  'microsoft-ds': 445,
  isakmp: 500,
  syslog: 514,
  submission: 587,
  ldaps: 636,
  'domain-s': 853,
  imaps: 993,
  pop3s: 995,
  openvpn: 1194,
  'ms-sql-s': 1433,
  l2tp: 1701,
  pptp: 1723,
  radius: 1812,
  'radius-acct': 1813,
  nfs: 2049,
  mysql: 3306,
  'ms-wbt-server': 3389,
  'ipsec-nat-t': 4500,
  sip: 5060,
  'xmpp-client': 5222,
  mdns: 5353,
  postgresql: 5432,
  'http-alt': 8080,
};

/**
 * A `port` value (`80`, `8000-8080`, `http`, comma lists) as ranges; `unknown` lists the
 * words that are no port (a name outside the table, a negation).
 */
export function portRanges(spec: string): { ranges: TPortRange[]; unknown: string[] } {
  const ranges: TPortRange[] = [];
  const unknown: string[] = [];
  for (const part of spec.split(',')) {
    const item = part.trim();
    if (!item) continue;
    const named = PORT_NAMES[item.toLowerCase()];
    if (named !== undefined) {
      ranges.push([named, named]);
      continue;
    }
    const [lowText = '', highText, extra] = item.split('-');
    const low = portOf(lowText);
    const high = highText === undefined ? low : portOf(highText);
    if (extra !== undefined || low === undefined || high === undefined || high < low)
      unknown.push(item);
    else ranges.push([low, high]);
  }
  return { ranges, unknown };
}

function portOf(text: string): number | undefined {
  if (/^\d{1,5}$/.test(text)) {
    const n = Number(text);
    return n >= 1 && n <= 65535 ? n : undefined;
  }
  return PORT_NAMES[text.toLowerCase()];
}

/** IP protocol names VyOS accepts in `protocol` (besides tcp, udp, tcp_udp, icmp, all). */
export const PROTOCOL_NUMBERS: Record<string, number> = {
  igmp: 2,
  ipip: 4,
  egp: 8,
  gre: 47,
  esp: 50,
  ah: 51,
  ospf: 89,
  pim: 103,
  vrrp: 112,
  l2tp: 115,
  sctp: 132,
};

/** ICMP `type-name`s as type (and code). */
export const ICMP_TYPES: Record<string, [number, number?]> = {
  'echo-reply': [0],
  'destination-unreachable': [3],
  'network-unreachable': [3, 0],
  'host-unreachable': [3, 1],
  'protocol-unreachable': [3, 2],
  'port-unreachable': [3, 3],
  'fragmentation-needed': [3, 4],
  'source-quench': [4],
  redirect: [5],
  'echo-request': [8],
  'router-advertisement': [9],
  'router-solicitation': [10],
  'time-exceeded': [11],
  'ttl-zero-during-transit': [11, 0],
  'parameter-problem': [12],
  'timestamp-request': [13],
  'timestamp-reply': [14],
};
