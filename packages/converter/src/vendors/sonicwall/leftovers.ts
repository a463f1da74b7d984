import { leftoverTable, type TLeftover } from '../toolkit/leftovers.js';

/**
 * Settings of the export deliberately not converted, by key prefix (the `path` is the prefix a
 * key starts with; `leftoverPath` finds it). Keys of no row are reported as not read.
 */
const ROWS: readonly TLeftover[] = [
  {
    path: 'addrObjMac',
    status: 'unsupported',
    objectType: 'Addresses & Address Groups',
    why: 'MAC address objects are not converted yet: recreate them as FortiOS addresses of type mac.',
  },
  {
    path: 'cfsPolicy',
    status: 'unsupported',
    objectType: 'Policies',
    code: 'SW_CFS',
    why: 'Content filter (CFS) policies are not converted: build a FortiOS web filter profile and attach it to the policies.',
  },
  {
    path: 'bwObj',
    status: 'unsupported',
    objectType: 'Other',
    why: 'Bandwidth objects are not converted: recreate them as FortiOS traffic shapers.',
  },
  {
    path: 'irg',
    status: 'unsupported',
    objectType: 'Static Routes',
    why: 'WAN load balancing groups are not converted: set up FortiOS SD-WAN members and rules.',
  },
  {
    path: 'dhcpOption',
    status: 'unsupported',
    objectType: 'DHCP Servers',
    why: 'DHCP option objects are not converted: add the options to the FortiOS DHCP servers.',
  },
  {
    path: 'nacAttr',
    status: 'unsupported',
    objectType: 'SSLVPN',
    why: 'NetExtender (SSL VPN) client settings are not converted: set up FortiOS SSL VPN by hand.',
  },
  {
    path: 'firmwareHistory',
    status: 'ignored',
    objectType: 'System',
    why: 'Firmware history of the device: no meaning on the FortiGate.',
  },
  {
    path: 'prefsHistory',
    status: 'ignored',
    objectType: 'System',
    why: 'Import history of the settings file: no meaning on the FortiGate.',
  },
  {
    path: 'checksumVersion',
    status: 'ignored',
    objectType: 'System',
    why: 'Checksum of the settings file: no meaning on the FortiGate.',
  },
  // SonicOS 7 CLI blocks (cli.ts) that are not converted.
  {
    path: 'cli:nat-policy',
    status: 'unsupported',
    objectType: 'NAT',
    why: 'NAT policies of the CLI output are not converted yet: export the settings file (.exp), whose NAT policies are.',
  },
  {
    path: 'cli:route-policy',
    status: 'unsupported',
    objectType: 'Static Routes',
    why: 'Route policies of the CLI output are not converted yet: export the settings file (.exp), whose routes are.',
  },
  {
    path: 'cli:access-rule',
    status: 'unsupported',
    objectType: 'Policies',
    why: 'IPv6 access rules are not converted yet: recreate them as FortiOS IPv6 policies.',
  },
  {
    path: 'cli:address-object',
    status: 'unsupported',
    objectType: 'Addresses & Address Groups',
    why: 'IPv6 address objects are not converted yet.',
  },
  {
    path: 'cli:address-group',
    status: 'unsupported',
    objectType: 'Addresses & Address Groups',
    why: 'IPv6 address groups are not converted yet.',
  },
  {
    path: 'cli:end',
    status: 'ignored',
    objectType: 'System',
    why: 'Command-line structure (exit, end, commit): nothing to convert.',
  },
];

export const LEFTOVERS = leftoverTable('SW_NOT_CONVERTED', ROWS);

const PATHS = ROWS.map((row) => row.path).sort((a, b) => b.length - a.length);

/** The leftovers row path a key starts with, if any. */
export const leftoverPath = (key: string): string | undefined =>
  PATHS.find((p) => key.startsWith(p));
