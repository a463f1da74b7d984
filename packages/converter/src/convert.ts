import { ConversionInputError } from './errors.js';
import { convertWith, type TConvertInput, type TConvertResult } from './convert-with.js';
import { VENDOR_PARSERS, findVendorParser } from './vendors/registry.js';

export { convertWith } from './convert-with.js';
export type {
  TConvertInput,
  TConvertPhase,
  TConvertResult,
  TConvertedPart,
} from './convert-with.js';

/**
 * Converts a vendor configuration to FortiOS: parse, emit, report, and (unless turned off)
 * verify by parsing the output back and comparing policy decisions. Pure: no I/O, no env.
 * Throws ConversionInputError when the input cannot be converted at all.
 */
export function convert(input: TConvertInput): TConvertResult {
  const parser = findVendorParser(input.vendor);
  if (!parser) {
    const known = VENDOR_PARSERS.map((v) => v.aliases[0]).join(', ');
    throw new ConversionInputError(
      'UNKNOWN_VENDOR',
      `Unknown vendor "${input.vendor}". Vendors converted today: ${known}.`,
    );
  }
  return convertWith(parser, input);
}
