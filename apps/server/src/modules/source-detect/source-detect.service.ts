import { findVendor, type TSourceDetection } from '@fwmig/contract';
import { sniffSource, unpackHead, VENDOR_PARSERS } from '@fwmig/converter';

/**
 * What the first bytes of a configuration file look like (the engine's sniffer), with the
 * vendor's catalogue label and whether one of the engine's parsers reads that vendor's files.
 */
export function detectSource(head: Uint8Array): TSourceDetection {
  // A gzip or tar upload is judged by the configuration inside (a pfSense config.xml.gz).
  const { format, vendorKey, line } = sniffSource(unpackHead(head));
  if (vendorKey === null) {
    return { format, vendorKey, label: null, line: null, converted: false, readableAs: [] };
  }
  const readableAs = VENDOR_PARSERS.filter((parser) => parser.accepts.includes(vendorKey)).map(
    (parser) => parser.key,
  );
  return {
    format,
    vendorKey,
    label: findVendor(vendorKey)?.label ?? vendorKey,
    line,
    converted: readableAs.length > 0,
    readableAs,
  };
}
