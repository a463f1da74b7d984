/**
 * Vendors in the catalogue that the engine does not convert (issue 22 item 7), recognised by
 * content so that a user is told which vendor the file is and that the portal hands such a
 * ticket to the engineers, rather than "Could not tell which firewall". Each signature rests
 * on the vendor's documented format, named beside it; a vendor with no documented,
 * distinctive form (Sidewinder, Brick, Smoothwall, Cipafilter, Ivanti) has none and stays
 * unrecognised. Every pattern is anchored and linear-time: the input is customer data.
 * Spread at the end of the sniffer's list, so that no converted vendor's signature is shadowed.
 */
import type { TSourceFormat } from './sniff-source.js';

interface TUnconvertedSignature {
  vendorKey: string;
  formats: TSourceFormat[];
  test: (line: string) => boolean;
}

/** The catalogue keys of issue 22 item 7: vendors listed in the portal that no parser reads. */
export const UNCONVERTED_VENDOR_KEYS: ReadonlySet<string> = new Set([
  'ciscoMeraki',
  'forcepoint',
  'barracuda',
  'zyxel',
  'mcafee',
  'bluecoat',
  'lucent',
  'smoothwall',
  'shoreWall',
  'cipafilter',
  'ivanti',
]);

/** How the formats recognised here are named in messages (merged into FORMAT_NAMES). */
export const UNCONVERTED_FORMAT_NAMES: Readonly<Record<string, string>> = {
  ciscoMeraki: 'a Cisco Meraki Dashboard API export',
  barracuda: 'a Barracuda CloudGen Firewall ruleset',
  zyxel: 'a Zyxel ZLD configuration',
  bluecoat: 'a Blue Coat ProxySG policy (CPL)',
  shoreWall: 'a Shorewall configuration',
};

export const UNCONVERTED_SIGNATURES: TUnconvertedSignature[] = [
  {
    // Cisco Meraki Dashboard API v1 JSON (reference/vendors/cisco-meraki.md, from Meraki's API
    // documentation): L3 rules' `srcCidr`/`destCidr`, `syslogDefaultRule` beside the rules,
    // VLANs' `applianceIp` and `dhcpHandling`. Keys in camelCase that no other vendor writes.
    vendorKey: 'ciscoMeraki',
    formats: ['json'],
    test: (l) => /"(srcCidr|destCidr|syslogDefaultRule|applianceIp|dhcpHandling)"\s*:/.test(l),
  },
  {
    // Barracuda CloudGen Firewall ruleset (reference/vendors/barracuda.md, Barracuda's backup
    // documentation; corpus barracuda/): typed `key={value}` blocks on lines of their own.
    vendorKey: 'barracuda',
    formats: ['text'],
    test: (l) =>
      /^\t*(RuleSet|NetSet|NetESet|NetEntry|ServiceSet|ServiceEntry(TCP|UDP|ICMP))\{\s*$/.test(l),
  },
  {
    // Zyxel ZyWALL/USG ZLD startup-config.conf (ZyWALL/USG (ZLD) CLI Reference Guide, chapters
    // "Addresses" and "Services"): an address object bound to an interface, and a service object
    // with `eq`/`range` ports. SonicOS writes `address-object ipv4` and upper-case protocols.
    vendorKey: 'zyxel',
    formats: ['text'],
    test: (l) =>
      /^address-object \S+ interface-(ip|subnet|gateway) \S/.test(l) ||
      /^service-object \S+ (tcp|udp) (eq|range) \d/.test(l),
  },
  {
    // Blue Coat ProxySG policy files (ProxySG Content Policy Language Guide, "Layers" and
    // "Definitions"): a layer header such as `<Proxy>` alone on its line (a file may start with
    // one, which reads as XML), or a `define condition|subnet|category|action` block.
    vendorKey: 'bluecoat',
    formats: ['text', 'xml'],
    test: (l) =>
      /^<(Proxy|Cache|Admin|Exception|Forward|SSL|SSL-Intercept|DNS-Proxy|Tunnel)(\s[^>]*)?>\s*(;.*)?$/.test(
        l,
      ) || /^define (condition|subnet|category|action) \S/.test(l),
  },
  {
    // Shorewall /etc/shorewall files (shorewall-rules(5), shorewall-policy(5), shorewall-zones(5)):
    // a rules section header (`?SECTION NEW`, `SECTION NEW` before 4.6), the firewall zone
    // `fw firewall`, and rules or policies naming the firewall itself as `$FW`.
    vendorKey: 'shoreWall',
    formats: ['text'],
    test: (l) =>
      /^\??SECTION (ALL|ESTABLISHED|RELATED|INVALID|UNTRACKED|NEW)\s*$/.test(l) ||
      /^fw\s+firewall\s*$/.test(l) ||
      /^(ACCEPT|DROP|REJECT|DNAT|REDIRECT|[A-Za-z0-9]+\((ACCEPT|DROP|REJECT)\))(:\S*)?\s+(\S+\s+)?\$FW\b/.test(
        l,
      ) ||
      /^(\$FW\s+\S+|\S+\s+\$FW)\s+(ACCEPT|DROP|REJECT|CONTINUE|NONE)\b/.test(l),
  },
];
