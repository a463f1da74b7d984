import type { TVendorParser } from '../vendors/vendor-parser.js';

/**
 * The CLI loads only the parser of the vendor it converts: importing every vendor (the whole
 * registry) costs about 50 ms of CPU and 9 MB at start-up for nothing. Each row names a vendor
 * module by the keys and aliases of the parsers it holds; a name no row knows falls back to
 * the registry (which then says what is known). A test keeps the rows in step with it.
 */
interface TLoaderRow {
  names: readonly string[];
  load: () => Promise<readonly TVendorParser[]>;
}

export const VENDOR_LOADERS: readonly TLoaderRow[] = [
  {
    names: [
      'ciscoasa',
      'cisco-asa',
      'asa',
      'ciscopix',
      'cisco-pix',
      'pix',
      'ciscofwsm',
      'cisco-fwsm',
      'fwsm',
      'ciscoftd',
      'cisco-ftd',
      'ftd',
    ],
    load: async () => (await import('../vendors/cisco-asa/vendor.js')).ASA_FAMILY_PARSERS,
  },
  {
    names: ['cisco', 'cisco-ios', 'ios', 'ios-xe', 'iosxe'],
    load: async () => [(await import('../vendors/cisco-ios/vendor.js')).ciscoIosParser],
  },
  {
    names: ['fortinet', 'fortios', 'fortigate'],
    load: async () => [(await import('../targets/fortios/parse/vendor.js')).fortiosParser],
  },
  {
    names: ['paloaltonetwork', 'paloalto', 'panos', 'pan-os', 'panorama'],
    load: async () => [(await import('../vendors/paloalto/vendor.js')).paloAltoParser],
  },
  {
    names: ['junipersrx', 'juniper-srx', 'srx', 'junos'],
    load: async () => [(await import('../vendors/juniper-srx/vendor.js')).juniperSrxParser],
  },
  {
    names: ['juniper', 'junos-filters', 'junos-mx', 'junos-ex', 'mx', 'ex'],
    load: async () => [(await import('../vendors/junos-filters/vendor.js')).junosFiltersParser],
  },
  {
    names: ['checkpoint', 'check-point', 'cp'],
    load: async () => [(await import('../vendors/checkpoint/vendor.js')).checkPointParser],
  },
  {
    names: ['juniperssg/isg', 'screenos', 'juniper-screenos', 'netscreen', 'ssg', 'isg'],
    load: async () => [(await import('../vendors/juniper-screenos/vendor.js')).screenOsParser],
  },
  {
    names: ['sophos', 'sfos', 'sophos-xg', 'xg'],
    load: async () => [(await import('../vendors/sophos/vendor.js')).sophosParser],
  },
  {
    names: ['mikrotik', 'routeros'],
    load: async () => [(await import('../vendors/mikrotik/vendor.js')).mikrotikParser],
  },
  {
    names: ['huawei', 'usg', 'vrp'],
    load: async () => [(await import('../vendors/huawei/vendor.js')).huaweiParser],
  },
  {
    names: ['watchguard', 'fireware', 'firebox'],
    load: async () => [(await import('../vendors/watchguard/vendor.js')).watchGuardParser],
  },
  {
    names: ['pfsense', 'opnsense'],
    load: async () => [(await import('../vendors/pfsense/vendor.js')).pfsenseParser],
  },
  {
    names: ['sonicwall', 'sonicos', 'sonicwall-exp'],
    load: async () => [(await import('../vendors/sonicwall/vendor.js')).sonicWallParser],
  },
  {
    names: ['vyatta', 'vyos', 'ubiquiti', 'edgeos', 'edgerouter', 'ubnt'],
    load: async () => (await import('../vendors/vyos/vendor.js')).VYOS_FAMILY_PARSERS,
  },
];

/** The parser a vendor name (key or alias, any case) stands for, as `findVendorParser` finds it. */
function matching(parsers: readonly TVendorParser[], name: string): TVendorParser | undefined {
  const wanted = name.toLowerCase();
  return parsers.find((v) => v.key.toLowerCase() === wanted || v.aliases.includes(wanted));
}

/**
 * The parser of a vendor name, loading its module alone when a row knows the name, else the
 * whole registry; undefined when no vendor has that name.
 */
export async function loadVendorParser(name: string): Promise<TVendorParser | undefined> {
  const wanted = name.toLowerCase();
  const row = VENDOR_LOADERS.find((r) => r.names.includes(wanted));
  const found = row ? matching(await row.load(), name) : undefined;
  if (found) return found;
  const { findVendorParser } = await import('../vendors/registry.js');
  return findVendorParser(name);
}
