import { z } from 'zod';

/** spec §1: the object-type names a vendor entry can list as convertable. */
export const CONVERTABLE_OBJECTS = [
  'Interfaces',
  'Zones',
  'Addresses & Address Groups',
  'Services & Service Groups',
  'Policies',
  'Local Users & Groups',
  'DHCP Servers',
  'IP Pools',
  'NAT',
  'Static Routes',
  'Schedules',
  'VPN IPSEC Phase1 & Phase2',
  'SSLVPN',
  'DNS',
  'ACLs',
] as const;

export const ZConvertableObject = z.enum(CONVERTABLE_OBJECTS);
export type TConvertableObject = z.infer<typeof ZConvertableObject>;

/**
 * One entry of the vendor catalogue (spec §1).
 * - isExternal: made by a vendor other than the target platform's.
 * - isVendor: can be chosen as the source of a conversion.
 * - showFirewall: listed among the supported firewalls (umbrella router entries are not).
 * - logo: path of the logo the web app bundles under its public folder.
 */
export const ZVendor = z
  .object({
    key: z.string().min(1),
    label: z.string().min(1),
    logo: z.string().startsWith('/vendor-logos/'),
    isExternal: z.boolean(),
    isVendor: z.boolean(),
    showFirewall: z.boolean(),
    convertableObjects: z.array(ZConvertableObject),
  })
  .meta({ id: 'Vendor' });

export type TVendor = z.infer<typeof ZVendor>;

export const ZVendorListResponse = z
  .object({ data: z.array(ZVendor) })
  .meta({ id: 'VendorListResponse' });

export type TVendorListResponse = z.infer<typeof ZVendorListResponse>;

/** File name of a vendor's logo: the key with characters unsafe in a path replaced. */
export function vendorLogoSlug(key: string): string {
  return key.replace(/[^A-Za-z0-9]+/g, '-');
}

const ADDR = 'Addresses & Address Groups';
const SVC = 'Services & Service Groups';
const VPN = 'VPN IPSEC Phase1 & Phase2';
const USERS = 'Local Users & Groups';
/** VyOS / Vyatta and EdgeOS: one parser reads both (converter `vendors/vyos`). */
const VYOS_FAMILY: TConvertableObject[] = [
  'Interfaces',
  'Zones',
  ADDR,
  SVC,
  'Policies',
  'DHCP Servers',
  'IP Pools',
  'NAT',
  'Static Routes',
  VPN,
  'DNS',
];

type TEntry = [key: string, label: string, objects: TConvertableObject[], flags?: Partial<TVendor>];

// Which vendor converts which objects is not shown in the spec. For the vendors the engine
// converts, the lists are what it really converts (the server's vendor tests hold them to the
// engine's claims, which its golden fixtures prove); for the others, what each vendor's
// configuration carries that FortiOS has an equivalent for.
const ENTRIES: TEntry[] = [
  ['ciscoPIX', 'Cisco PIX', ['Interfaces', ADDR, SVC, 'Policies', 'NAT', 'Static Routes', VPN]],
  [
    'ciscoASA',
    'Cisco ASA',
    [
      'Interfaces',
      ADDR,
      SVC,
      'Policies',
      USERS,
      'DHCP Servers',
      'NAT',
      'Static Routes',
      'Schedules',
      VPN,
      'SSLVPN',
      'DNS',
    ],
  ],
  ['ciscoFWSM', 'Cisco FWSM', ['Interfaces', ADDR, SVC, 'Policies', 'NAT', 'Static Routes']],
  [
    'ciscoFTD',
    'Cisco Firepower Threat Defense',
    ['Interfaces', ADDR, SVC, 'Policies', 'NAT', 'Static Routes', 'Schedules', VPN],
  ],
  [
    'ciscoMeraki',
    'Cisco Meraki',
    ['Interfaces', ADDR, 'Policies', 'NAT', 'Static Routes', 'DHCP Servers', VPN],
  ],
  [
    'cisco',
    'Cisco IOS',
    [
      'Interfaces',
      'Zones',
      ADDR,
      SVC,
      'Policies',
      'DHCP Servers',
      'IP Pools',
      'NAT',
      'Static Routes',
      VPN,
      'DNS',
    ],
    { showFirewall: false },
  ],
  [
    'juniper',
    'Juniper Junos',
    ['Interfaces', ADDR, 'ACLs', 'Policies', 'Static Routes'],
    { showFirewall: false },
  ],
  [
    'juniperSSG/ISG',
    'Juniper SSG/ISG',
    [
      'Interfaces',
      'Zones',
      ADDR,
      SVC,
      'Policies',
      'DHCP Servers',
      'IP Pools',
      'NAT',
      'Static Routes',
      'Schedules',
      VPN,
      'DNS',
    ],
  ],
  [
    'juniperSRX',
    'Juniper SRX',
    [
      'Interfaces',
      'Zones',
      ADDR,
      SVC,
      'Policies',
      'DHCP Servers',
      'IP Pools',
      'NAT',
      'Static Routes',
      'Schedules',
      VPN,
      'DNS',
    ],
  ],
  [
    'checkPoint',
    'Check Point',
    ['Interfaces', 'Zones', ADDR, SVC, 'Policies', 'NAT', 'Schedules', 'Static Routes', VPN, 'DNS'],
  ],
  [
    'paloAltoNetwork',
    'Palo Alto Networks',
    [
      'Interfaces',
      'Zones',
      ADDR,
      SVC,
      'Policies',
      USERS,
      'DHCP Servers',
      'NAT',
      'Static Routes',
      'Schedules',
      VPN,
      'SSLVPN',
      'DNS',
    ],
  ],
  [
    'sonicWall',
    'SonicWall',
    [
      'Interfaces',
      'Zones',
      ADDR,
      SVC,
      'Policies',
      USERS,
      'DHCP Servers',
      'NAT',
      'Static Routes',
      'Schedules',
      'DNS',
    ],
  ],
  [
    'sophos',
    'Sophos',
    [
      'Interfaces',
      'Zones',
      ADDR,
      SVC,
      'Policies',
      'DHCP Servers',
      'NAT',
      'Static Routes',
      'Schedules',
      VPN,
    ],
  ],
  ['mcafee', 'Sidewinder', ['Interfaces', 'Zones', ADDR, SVC, 'Policies', 'NAT', 'Static Routes']],
  [
    'forcepoint',
    'Forcepoint',
    ['Interfaces', 'Zones', ADDR, SVC, 'Policies', 'NAT', 'Static Routes', VPN],
  ],
  ['vyatta', 'Vyatta', VYOS_FAMILY],
  [
    'watchguard',
    'WatchGuard',
    [
      'Interfaces',
      ADDR,
      SVC,
      'Policies',
      'DHCP Servers',
      'IP Pools',
      'NAT',
      'Static Routes',
      'Schedules',
      VPN,
    ],
  ],
  [
    'huawei',
    'Huawei',
    [
      'Interfaces',
      'Zones',
      ADDR,
      SVC,
      'Policies',
      'DHCP Servers',
      'IP Pools',
      'NAT',
      'Static Routes',
      'Schedules',
      VPN,
      'DNS',
    ],
  ],
  ['bluecoat', 'Blue Coat', ['Interfaces', ADDR, SVC, 'Policies', 'Static Routes']],
  ['lucent', 'Brick', ['Interfaces', 'Zones', ADDR, SVC, 'Policies', 'NAT', 'Static Routes']],
  [
    'zyxel',
    'Zyxel',
    [
      'Interfaces',
      'Zones',
      ADDR,
      SVC,
      'Policies',
      USERS,
      'DHCP Servers',
      'NAT',
      'Static Routes',
      'Schedules',
      VPN,
    ],
  ],
  [
    'pfSense',
    'pfSense',
    [
      'Interfaces',
      ADDR,
      SVC,
      'Policies',
      USERS,
      'DHCP Servers',
      'NAT',
      'Static Routes',
      'Schedules',
      VPN,
      'DNS',
    ],
  ],
  [
    'mikrotik',
    'MikroTik',
    ['Interfaces', ADDR, 'Policies', 'DHCP Servers', 'NAT', 'Static Routes', VPN, 'DNS'],
  ],
  ['ubiquiti', 'Ubiquiti', VYOS_FAMILY],
  ['smoothwall', 'Smoothwall', ['Interfaces', ADDR, SVC, 'Policies', 'NAT', 'Static Routes']],
  ['cipafilter', 'CIPAFilter', ['Interfaces', ADDR, 'Policies', 'Static Routes']],
  [
    'shoreWall',
    'Shorewall',
    ['Interfaces', 'Zones', ADDR, SVC, 'Policies', 'NAT', 'Static Routes'],
  ],
  [
    'barracuda',
    'Barracuda',
    ['Interfaces', ADDR, SVC, 'Policies', 'NAT', 'Static Routes', 'Schedules', VPN],
  ],
  ['ivanti', 'Ivanti', ['Interfaces', ADDR, USERS, 'Static Routes', 'SSLVPN', 'DNS']],
  // spec §1: plus the target platform vendor's own firewall entry (FortiGate to FortiGate
  // migrations: model changes and firmware upgrades).
  ['fortinet', 'FortiGate', [...CONVERTABLE_OBJECTS], { isExternal: false }],
];

/** The vendor catalogue of spec §1, in display order. */
export const VENDORS: readonly TVendor[] = ENTRIES.map(
  ([key, label, convertableObjects, flags]) => ({
    key,
    label,
    logo: `/vendor-logos/${vendorLogoSlug(key)}.svg`,
    isExternal: true,
    isVendor: true,
    showFirewall: true,
    convertableObjects,
    ...flags,
  }),
);

/** Key of the target platform vendor's own entry. */
export const TARGET_VENDOR_KEY = 'fortinet';

export function findVendor(key: string): TVendor | undefined {
  return VENDORS.find((vendor) => vendor.key === key);
}
