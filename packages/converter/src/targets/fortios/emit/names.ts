import type { TNote } from '../../../report/report-types.js';
import {
  cleanCharacters,
  nameLimit,
  renameNote,
  stripInvisible,
  type TNamespace,
} from './name-rules.js';

export { NAME_LIMITS, type TNamespace } from './name-rules.js';

/** Names FortiOS defines itself; a source object may not take them over. */
const PREDEFINED: Partial<Record<TNamespace, readonly string[]>> = {
  address: [
    'all',
    'none',
    'FABRIC_DEVICE',
    'FIREWALL_AUTH_PORTAL_ADDRESS',
    'SSLVPN_TUNNEL_ADDR1',
    'login.microsoft.com',
    'login.microsoftonline.com',
    'login.windows.net',
    'gmail.com',
    'wildcard.google.com',
    'wildcard.dropbox.com',
  ],
  service: [
    'ALL',
    'ALL_TCP',
    'ALL_UDP',
    'ALL_ICMP',
    'ALL_ICMP6',
    'GRE',
    'AH',
    'ESP',
    'AOL',
    'BGP',
    'DHCP',
    'DNS',
    'FINGER',
    'FTP',
    'FTP_GET',
    'FTP_PUT',
    'GOPHER',
    'H323',
    'HTTP',
    'HTTPS',
    'IKE',
    'IMAP',
    'IMAPS',
    'Internet-Locator-Service',
    'IRC',
    'L2TP',
    'LDAP',
    'NetMeeting',
    'NFS',
    'NNTP',
    'NTP',
    'OSPF',
    'PC-Anywhere',
    'PING',
    'TIMESTAMP',
    'INFO_REQUEST',
    'INFO_ADDRESS',
    'ONC-RPC',
    'DCE-RPC',
    'POP3',
    'POP3S',
    'PPTP',
    'QUAKE',
    'RAUDIO',
    'REXEC',
    'RIP',
    'RLOGIN',
    'RSH',
    'SCCP',
    'SIP',
    'SIP-MSNmessenger',
    'SAMBA',
    'SMTP',
    'SMTPS',
    'SNMP',
    'SSH',
    'SYSLOG',
    'TALK',
    'TELNET',
    'TFTP',
    'MGCP',
    'UUCP',
    'VDOLIVE',
    'WAIS',
    'WINFRAME',
    'X-WINDOWS',
    'PING6',
    'MS-SQL',
    'MYSQL',
    'RDP',
    'VNC',
    'DHCP6',
    'SQUID',
    'SOCKS',
    'WINS',
    'RADIUS',
    'RADIUS-OLD',
    'CVSPSERVER',
    'AFS3',
    'TRACEROUTE',
    'RTSP',
    'MMS',
    'KERBEROS',
    'LDAP_UDP',
    'SMB',
    'NONE',
    'webproxy',
    'Email Access',
    'Web Access',
    'File Access',
    'Network Services',
    'Windows AD',
    'Exchange Server',
    'Remote Access',
    'Tunneling',
  ],
  schedule: ['always', 'none', 'default-darrp-optimize'],
  interface: ['any', 'ssl.root', 'virtual-wan-link', 'sd-wan', 'sdwan', 'mgmt', 'ha', 'modem'],
  zone: ['any', 'ssl.root', 'virtual-wan-link', 'sd-wan', 'sdwan'],
  group: ['Guest-group', 'SSO_Guest_Users'],
  user: ['guest'],
  // The factory profiles of FortiOS 7.x.
  'application-list': ['default', 'block-high-risk', 'sniffer-profile', 'wifi-default'],
  'webfilter-profile': ['default', 'monitor-all', 'sniffer-profile', 'wifi-default'],
};

// Tables that share one namespace on FortiOS (an addrgrp may not take an address's name).
const PREDEFINED_LOWER = new Map<TNamespace, ReadonlySet<string>>();

/** PREDEFINED's names of a namespace, lower-cased once (asked for every generated object). */
function predefinedLower(namespace: TNamespace): ReadonlySet<string> {
  let set = PREDEFINED_LOWER.get(namespace);
  if (!set) {
    set = new Set((PREDEFINED[namespace] ?? []).map((name) => name.toLowerCase()));
    PREDEFINED_LOWER.set(namespace, set);
  }
  return set;
}

const SHARED: Partial<Record<TNamespace, TNamespace>> = {
  vip: 'address',
  zone: 'interface',
  phase1: 'interface',
};

/**
 * Gives every source object a valid, unique FortiOS name, deterministically: the same model
 * always gets the same names. Each change is returned as a note for the report.
 */
export class NameRegistry {
  private readonly taken = new Map<TNamespace, Set<string>>();
  private readonly assigned = new Map<TNamespace, Map<string, string>>();

  /**
   * @param reservePredefined false when the source is FortiOS itself: its backup defines the
   * factory objects, and writing them back is what FortiOS does.
   */
  constructor(reservePredefined = true) {
    if (!reservePredefined) return;
    for (const [space, names] of Object.entries(PREDEFINED) as [TNamespace, readonly string[]][]) {
      for (const name of names) this.space(space).add(name.toLowerCase());
    }
  }

  private space(namespace: TNamespace): Set<string> {
    const key = SHARED[namespace] ?? namespace;
    let set = this.taken.get(key);
    if (!set) {
      set = new Set();
      this.taken.set(key, set);
    }
    return set;
  }

  /** Marks a name as used (target ports, predefined objects the output refers to). */
  reserve(namespace: TNamespace, name: string): void {
    this.space(namespace).add(name.toLowerCase());
  }

  /**
   * The target name for a source name in a namespace; the first claim decides. Characters the
   * table refuses are replaced, long names cut, clashes numbered (`_2`). `preferred` stands in
   * for the source name (a VLAN named after its parent port); `why` ends the report's note.
   */
  claim(
    namespace: TNamespace,
    source: string,
    preferred?: { name: string; why: string },
  ): { name: string; note?: TNote } {
    const assigned = this.assignedIn(namespace);
    const existing = assigned.get(source);
    if (existing !== undefined) return { name: existing };
    const limit = nameLimit(namespace);
    const wanted = stripInvisible(preferred?.name ?? source);
    const clean = cleanCharacters(namespace, wanted) || 'unnamed';
    const taken = this.space(namespace);
    let name = clean.slice(0, limit);
    let note: TNote | undefined = renameNote(namespace, name, {
      characters: wanted !== '' && clean !== wanted,
      truncated: name !== clean,
    });
    if (preferred && name !== stripInvisible(source)) {
      // Not a loss: the name follows the target's port naming; the caller keeps the old one.
      const message = `Renamed to "${name}" ${preferred.why}`;
      note = { status: 'converted', code: 'NAME_DERIVED', message };
    }
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
      const suffix = `_${n}`;
      name = `${clean.slice(0, limit - suffix.length)}${suffix}`;
      note = {
        status: 'partial',
        code: 'NAME_CLASH',
        message: `Renamed to "${name}": "${clean.slice(0, limit)}" is predefined on FortiOS or already used.`,
      };
    }
    taken.add(name.toLowerCase());
    assigned.set(source, name);
    return note ? { name, note } : { name };
  }

  /** Whether FortiOS itself defines this name in the namespace (`HTTP`, `all`, `ssl.root`). */
  isPredefined(namespace: TNamespace, name: string): boolean {
    return predefinedLower(SHARED[namespace] ?? namespace).has(name.toLowerCase());
  }

  /**
   * A generated stand-in for a FortiOS factory object (from a FortiOS source) is not written:
   * references go to the factory object of the same name.
   */
  useFactory(namespace: TNamespace, name: string): void {
    this.assignedIn(namespace).set(name, name);
  }

  private assignedIn(namespace: TNamespace): Map<string, string> {
    let map = this.assigned.get(namespace);
    if (!map) {
      map = new Map();
      this.assigned.set(namespace, map);
    }
    return map;
  }

  /** The name given earlier, if any. */
  lookup(namespace: TNamespace, source: string): string | undefined {
    return this.assigned.get(namespace)?.get(source);
  }
}
