/**
 * Recognises what kind of configuration an uploaded file holds, from its first bytes, so the
 * portal can suggest the source vendor and refuse files that are no configuration at all.
 * Pure: bytes or text in, a verdict out. Every pattern is a plain substring or an anchored,
 * linear-time regular expression, since the input is customer data.
 */
import { looksLikeSonicOsExport } from '../vendors/sonicwall/decode.js';
import { UNCONVERTED_SIGNATURES } from './unconverted-signatures.js';

export type TSourceFormat = 'xml' | 'json' | 'text' | 'binary';

export interface TSniffResult {
  format: TSourceFormat;
  /** Vendor catalogue key (see @fwmig/contract VENDORS), or null when no signature matched. */
  vendorKey: string | null;
  /** 1-based line of the text that gave the vendor away, or null. */
  line: number | null;
}

interface TSignature {
  vendorKey: string;
  formats: TSourceFormat[];
  test: (line: string) => boolean;
}

// Ordered: the first signature that matches any scanned line wins. More specific first
// (OPNsense and pfSense XML share most structure; FWSM and PIX share ASA's syntax).
const SIGNATURES: TSignature[] = [
  { vendorKey: 'pfSense', formats: ['xml'], test: (l) => /^\s*<(pfsense|opnsense)>/.test(l) },
  // An encrypted pfSense/OPNsense backup: detected so that the parser refuses it with its reason.
  {
    vendorKey: 'pfSense',
    formats: ['text'],
    test: (l) => l.startsWith('---- BEGIN config.xml ----'),
  },
  {
    vendorKey: 'sophos',
    formats: ['xml'],
    test: (l) => /^\s*<(Configuration|Response) APIVersion=/.test(l),
  },
  {
    // Sophos UTM 9 confd REST answers (`"_type": "network/host"`): read by the Sophos parser,
    // which reports that UTM 9 is not converted and what to do.
    vendorKey: 'sophos',
    formats: ['json'],
    test: (l) =>
      /"_type"\s*:\s*"(network|service|packetfilter|interface|ipsec_connection)\//.test(l),
  },
  {
    // `<config version="10.1.0" urldb="paloaltonetworks">`, attributes in any order, on its own
    // line, after the XML declaration, or inside an XML API `<response><result>` (issue 17
    // item 5i). `urldb` is PAN-OS's own attribute.
    vendorKey: 'paloAltoNetwork',
    formats: ['xml'],
    test: (l) =>
      /^\s*(<\?xml[^>]*>\s*)?(<response\b[^>]*>\s*<result>\s*)?<config\s[^>]*\b(version="\d|urldb=)/.test(
        l,
      ),
  },
  {
    // WatchGuard Fireware profile (Policy Manager / Web UI XML): `<profile>` opens with
    // `<for-version>12.10.4</for-version>`, and its lists have names only Fireware uses.
    vendorKey: 'watchguard',
    formats: ['xml'],
    test: (l) =>
      /<for-version>\d/.test(l) ||
      /^\s*<(abs-policy-list|abs-ipsec-action-list|address-group-list|ike-policy-group-list)>/.test(
        l,
      ),
  },
  {
    // `set` lines and the configure-mode brace format, by words no other vendor prints there.
    vendorKey: 'paloAltoNetwork',
    formats: ['text'],
    test: (l) =>
      /^set (shared |vsys \S+ |device-group \S+ |template \S+ config (devices \S+ )?)?(deviceconfig system |rulebase (security|nat) rules |(pre|post)-rulebase |network (interface ethernet|virtual-router) |address \S+ ip-netmask )/.test(
        l,
      ) || /^(deviceconfig|rulebase|mgt-config|device-group) \{\s*$/.test(l),
  },
  {
    // Management API answers, pretty-printed or on one line: rulebases, and object lists,
    // whose every object names its domain's type.
    vendorKey: 'checkPoint',
    formats: ['json'],
    test: (l) =>
      /"(rulebase|objects-dictionary|access-layers)"\s*:\s*\[/.test(l) ||
      l.includes('"domain-type"'),
  },
  { vendorKey: 'checkPoint', formats: ['text'], test: (l) => l.startsWith('# Language version: ') },
  {
    // Gaia clish `show configuration` without its header, and the legacy objects_5_0.C and
    // rulebases_5_0.fws exports.
    vendorKey: 'checkPoint',
    formats: ['text'],
    test: (l) =>
      /^set interface \S+ ipv4-address [\d.]+ mask-length \d/.test(l) ||
      /^\s*:(netobj|network_objects|rule-base) \(/.test(l),
  },
  // `show version` (first in `show tech-support`) names the platform before any configuration.
  {
    vendorKey: 'ciscoFWSM',
    formats: ['text'],
    test: (l) => /^(FWSM Version \d|FWSM Firewall Version \d)/.test(l),
  },
  {
    vendorKey: 'ciscoPIX',
    formats: ['text'],
    test: (l) => /^(PIX Version \d|Cisco PIX Security Appliance Software Version \d)/.test(l),
  },
  { vendorKey: 'ciscoFTD', formats: ['text'], test: (l) => /^NGFW Version \d/.test(l) },
  {
    vendorKey: 'ciscoASA',
    formats: ['text'],
    test: (l) =>
      /^(ASA Version \d|Cisco Adaptive Security Appliance Software Version \d|access-list \S+ extended |ip local pool \S+ [\d.]+-[\d.]+ mask )/.test(
        l,
      ),
  },
  {
    // Cisco IOS / IOS-XE (issue 22 item 4), after ASA (which prints `ASA Version`, `nameif`):
    // `version 15.2` alone on its line, or commands ASA does not have.
    vendorKey: 'cisco',
    formats: ['text'],
    test: (l) =>
      /^(version 1[0-7]\.\d+\s*$|Current configuration : \d+ bytes|ip access-list (standard|extended) \S|ip nat inside source |ip route \d|ip dhcp pool |zone-pair security |class-map type inspect |crypto isakmp policy \d)/.test(
        l,
      ),
  },
  {
    // A backup's header, or (a file without it, a `show` output) a top-level table: `config`
    // at column 0 with a FortiOS root word and no brace (PAN-OS's brace format has `config {`).
    vendorKey: 'fortinet',
    formats: ['text'],
    test: (l) =>
      l.startsWith('#config-version=') ||
      /^config (vdom|global|(system|firewall|router|vpn|user|log) [a-z0-9-]+( [a-z0-9-]+)?)\s*$/.test(
        l,
      ),
  },
  {
    vendorKey: 'juniperSSG/ISG',
    formats: ['text'],
    test: (l) => /^set (service "[^"]*" protocol |policy id \d|zone id \d)/.test(l),
  },
  {
    vendorKey: 'juniperSRX',
    formats: ['text'],
    test: (l) => /^(set )?version \d+\.\d+[A-Z]/.test(l),
  },
  {
    // Junos without its version header (issue 17 item 5i): set paths and containers no other
    // vendor has (VyOS shares `system {` and `set system`, so those alone do not decide). A
    // cluster capture may start with `{primary:node0}`, which reads as JSON.
    vendorKey: 'juniperSRX',
    formats: ['text', 'json'],
    test: (l) =>
      /^set (logical-systems \S+ |tenants \S+ )?(security (zones security-zone|policies (from-zone|global|default-policy)|nat (source|destination|static|proxy-arp) |address-book |ike |ipsec |screen ids-option )|interfaces \S+ unit \d|applications application(-set)? |routing-options static route )/.test(
        l,
      ) ||
      /^(security|routing-options|applications|logical-systems) \{\s*$/.test(l) ||
      /^\s+(security-zone \S+|from-zone \S+ to-zone \S+|unit \d+|family inet6?) \{\s*$/.test(l),
  },
  {
    // A Junos filter file in set format without interfaces (issue 22 item 5).
    vendorKey: 'juniper',
    formats: ['text'],
    test: (l) =>
      /^set firewall (family (inet6?|any|ethernet-switching|bridge) )?filter \S+ (term|interface-specific)/.test(
        l,
      ),
  },
  // Vendors the engine does not convert, told apart so that a wrong choice is named (issue 17
  // item 5i). MikroTik RouterOS `/export`: menu paths on lines of their own.
  {
    vendorKey: 'mikrotik',
    formats: ['text'],
    test: (l) =>
      /^\/(ip|ipv6|interface|system|routing|queue|tool|user|snmp)( [a-z0-9-]+)*\s*$/.test(l) ||
      / by RouterOS \d/.test(l) ||
      // `/export terse` (issue 22 item 1): the menu path on every command.
      /^\/(ip|ipv6|interface|system|routing|ppp|user) [a-z0-9 -]*\b(add|set) [a-z-]+=/.test(l),
  },
  {
    // Ubiquiti EdgeOS (Vyatta-derived, read by the VyOS parser): paths only EdgeOS has, or its
    // footer. A file with none of them (firewall rule sets alone) reads as VyOS below.
    vendorKey: 'ubiquiti',
    formats: ['text'],
    test: (l) =>
      /^(port-forward \{|set (port-forward|service nat rule|interfaces switch|system offload) )/.test(
        l,
      ) ||
      /^\s+switch switch\d+ \{\s*$/.test(l) ||
      /Release version: v\d|vyatta-config-version: .*ubnt-/.test(l),
  },
  {
    // VyOS and EdgeOS: `set` commands, or the brace format of config.boot.
    vendorKey: 'vyatta',
    formats: ['text'],
    test: (l) =>
      /^set (firewall (ipv4 |ipv6 )?(name|zone|group) \S|nat (source|destination) rule \d|interfaces (ethernet|bonding|pppoe|bridge) \S|service dhcp-server |protocols static route |vpn ipsec (site-to-site|ike-group) )/.test(
        l,
      ) ||
      /^\s+ethernet eth\d+ \{\s*$/.test(l) ||
      /^\s*all-ping (enable|disable)\s*$/.test(l) ||
      l.includes('=== vyatta-config-version:'),
  },
  {
    // Huawei USG (VRP `display current-configuration`, issue 22 item 3): views only VRP
    // prints at column 0 (`firewall zone trust`, `ip address-set X type object`), the
    // `security-policy` view on a line of its own, or the header of the capture.
    vendorKey: 'huawei',
    formats: ['text'],
    test: (l) =>
      /^(firewall zone (name \S+|trust|untrust|dmz|local)\s*$|ip (address|service)-set \S+ type (object|group)\s*$|(security|nat)-policy\s*$|!Software Version V\d{3}R\d{3})/.test(
        l,
      ),
  },
  {
    // SonicOS settings export (`.exp`): base64 whose head decodes to SonicOS keys, or decoded.
    vendorKey: 'sonicWall',
    formats: ['text'],
    test: looksLikeSonicOsExport,
  },
  {
    // Forcepoint NGFW (Stonesoft) SMC XML export: its root element (issue 22 item 7).
    vendorKey: 'forcepoint',
    formats: ['xml'],
    test: (l) => /^\s*(<\?xml[^>]*>\s*)?<generic_import_export[\s>]/.test(l),
  },
  {
    // SonicOS CLI (`show current-config`).
    vendorKey: 'sonicWall',
    formats: ['text'],
    test: (l) => /^\s*(address-object ipv4 \S|access-rule (ipv4 )?from \S)/.test(l),
  },
  ...UNCONVERTED_SIGNATURES,
];

/**
 * A Junos router or switch (MX, EX) rather than an SRX (issue 22 item 5): stateless firewall
 * filters and no `security` hierarchy anywhere in the scanned head. Line-anchored, linear.
 */
const JUNOS_FILTER = /^(set )?firewall( \{|\s+(family inet6? )?filter )/m;
const JUNOS_SECURITY = /^[ \t]*security \{|^set (logical-systems \S+ |tenants \S+ )?security /m;
const junosKey = (text: string) =>
  JUNOS_FILTER.test(text) && !JUNOS_SECURITY.test(text) ? 'juniper' : 'juniperSRX';

const SCAN_LINES = 400;
const SCAN_BYTES = 256 * 1024;

function looksBinary(head: Uint8Array): boolean {
  // indexOf scans natively; a for-of over the bytes allocated an iterator result per byte.
  return head.indexOf(0) !== -1;
}

function formatOf(text: string): TSourceFormat {
  const start = text.trimStart();
  if (start.startsWith('<')) return 'xml';
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  return 'text';
}

/** Tells the format of a configuration file and, where a signature matches, its vendor. */
export function sniffSource(input: Uint8Array | string): TSniffResult {
  let text: string;
  if (typeof input === 'string') {
    text = input.slice(0, SCAN_BYTES);
  } else {
    const head = input.subarray(0, SCAN_BYTES);
    if (looksBinary(head)) return { format: 'binary', vendorKey: null, line: null };
    text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const format = formatOf(text);
  const lines = text.split(/\r?\n/, SCAN_LINES);
  for (const signature of SIGNATURES) {
    if (!signature.formats.includes(format)) continue;
    const index = lines.findIndex((line) => signature.test(line));
    if (index < 0) continue;
    const vendorKey = signature.vendorKey === 'juniperSRX' ? junosKey(text) : signature.vendorKey;
    return { format, vendorKey, line: index + 1 };
  }
  return { format, vendorKey: null, line: null };
}
