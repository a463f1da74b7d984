/**
 * PAN-OS App-ID -> FortiGuard application ids, for `config application list` entries.
 *
 * Source: shared/reference/fortiguard-mapping.md §3 ("Top PAN-OS App-IDs → FortiGuard"); each
 * row there takes its FortiGuard id from two FortiGate application tables, A19 (exported from a
 * FortiGate, 2019: github.com/Jaimer/FortigateAppControlID Table.csv) and A26 (fortiguard.com
 * appcontrol list, 2026: github.com/Connie-Wild/FortiOS_AppControlID appid_sample.csv), which
 * agree on every id below. The App-ID names are PAN-OS predefined content (P15). Rows the
 * reference marks "(verify)" are left out on purpose (traceroute, ms-office365-base,
 * outlook-web-online, ms-teams, http-proxy): an application missing here is reported as not
 * mapped, never guessed. FortiGuard ids are stable, names are not: recheck on the target unit.
 */

/** One row: the FortiGuard ids that together stand for the App-ID, and where the row is. */
export interface TFortiguardApp {
  ids: readonly number[];
  /** The reference row and its sources. */
  src: string;
}

const row = (app: string, ...ids: number[]): [string, TFortiguardApp] => [
  app,
  { ids, src: `fortiguard-mapping.md §3 "${app}" (A19, A26)` },
];

export const FORTIGUARD_APPS: ReadonlyMap<string, TFortiguardApp> = new Map([
  row('ssl', 15895),
  row('web-browsing', 15893),
  row('ssh', 16060),
  row('ms-rdp', 15511),
  row('dns', 16195),
  // SMB.v1, SMB.v2, SMB.v3: PAN-OS ms-ds-smb covers every dialect.
  row('ms-ds-smb', 44611, 44623, 44624),
  row('ping', 24466),
  row('icmp', 16206),
  row('ntp', 16270),
  row('snmp-base', 16906),
  row('snmp-trap', 16642),
  row('ldap', 16173),
  row('kerberos', 16265),
  row('msrpc', 15897),
  row('netbios-ns', 17017),
  row('netbios-dg', 24483),
  row('netbios-ss', 16208),
  row('ms-netlogon', 25960),
  row('active-directory', 25959),
  row('mssql-db', 16197),
  row('mysql', 15886),
  row('oracle', 15888),
  row('postgres', 16513),
  row('ftp', 15896),
  row('tftp', 16253),
  row('telnet', 16091),
  row('smtp', 16074),
  row('imap', 16103),
  row('pop3', 16104),
  row('sip', 34640),
  row('rtp-base', 16667),
  row('dhcp', 16214),
  row('syslog', 16283),
  row('radius', 16172),
  row('tacacs-plus', 16217),
  row('ike', 25434),
  row('ipsec-esp', 16312),
  row('ipsec-esp-udp', 25886),
  row('gre', 16309),
  row('l2tp', 16435),
  row('pptp', 16714),
  row('bgp', 16701),
  row('ospf', 16390),
  row('ms-update', 16009),
  row('ms-exchange', 24703),
  row('sharepoint-online', 16190),
  row('youtube-base', 31077),
  row('facebook-base', 15832),
  row('twitter-base', 16001),
  row('linkedin-base', 16331),
  row('dropbox', 17459),
  row('google-drive-web', 32121),
  row('teamviewer-base', 15921),
  row('vnc-base', 15510),
  row('citrix', 21114),
  row('webex-base', 16350),
  row('zoom', 37065),
  row('slack', 43345),
  row('gmail-base', 15817),
  row('bittorrent', 6),
  row('tor', 15565),
  // SOCKS5, SOCKS4: PAN-OS socks covers both versions.
  row('socks', 17429, 17428),
  row('quic', 40169),
]);

/** The model's token for a FortiGuard application id (what the FortiOS parser reads back). */
export const appToken = (id: number): string => `fortiguard:${id}`;

/** The id of a `fortiguard:<id>` token; undefined for any other name. */
export function appTokenId(token: string): number | undefined {
  const match = /^fortiguard:(\d{1,9})$/.exec(token);
  return match ? Number(match[1]) : undefined;
}
