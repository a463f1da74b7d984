import { fortiosParser } from '../targets/fortios/parse/vendor.js';
import { checkPointParser } from './checkpoint/vendor.js';
import { ASA_FAMILY_PARSERS } from './cisco-asa/vendor.js';
import { ciscoIosParser } from './cisco-ios/vendor.js';
import { screenOsParser } from './juniper-screenos/vendor.js';
import { juniperSrxParser } from './juniper-srx/vendor.js';
import { huaweiParser } from './huawei/vendor.js';
import { junosFiltersParser } from './junos-filters/vendor.js';
import { mikrotikParser } from './mikrotik/vendor.js';
import { paloAltoParser } from './paloalto/vendor.js';
import { sophosParser } from './sophos/vendor.js';
import { pfsenseParser } from './pfsense/vendor.js';
import { sonicWallParser } from './sonicwall/vendor.js';
import type { TVendorParser } from './vendor-parser.js';
import { watchGuardParser } from './watchguard/vendor.js';
import { VYOS_FAMILY_PARSERS } from './vyos/vendor.js';

export { firstFileOnly } from './vendor-parser.js';
export type { TParseOptions, TParseResult, TSourceFile, TVendorParser } from './vendor-parser.js';

/** Every vendor the engine converts today. */
export const VENDOR_PARSERS: readonly TVendorParser[] = [
  ...ASA_FAMILY_PARSERS,
  fortiosParser,
  paloAltoParser,
  juniperSrxParser,
  junosFiltersParser,
  checkPointParser,
  screenOsParser,
  sophosParser,
  mikrotikParser,
  watchGuardParser,
  pfsenseParser,
  sonicWallParser,
  ...VYOS_FAMILY_PARSERS,
  huaweiParser,
  ciscoIosParser,
];

// Defined beside the sniffer, so that a caller naming its vendor need not load every parser.
export { FORMAT_NAMES } from '../sniff/format-names.js';

export function findVendorParser(name: string): TVendorParser | undefined {
  const wanted = name.toLowerCase();
  return VENDOR_PARSERS.find((v) => v.key.toLowerCase() === wanted || v.aliases.includes(wanted));
}
