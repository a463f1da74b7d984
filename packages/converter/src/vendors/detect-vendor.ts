import { ConversionInputError } from '../errors.js';
import { expandArchives } from '../input/unpack.js';
import { sniffSource } from '../sniff/sniff-source.js';
import { notConvertedYet } from '../sniff/format-names.js';
import { VENDOR_PARSERS, type TVendorParser } from './registry.js';

export interface TDetectedVendor {
  parser: TVendorParser;
  /** The file and line that gave the vendor away. */
  file: string;
  line: number | null;
}

/**
 * Which converted vendor a set of files comes from, told by their content: the first file
 * whose signature a parser accepts decides. Throws a ConversionInputError that says what to do
 * when no file is recognised, or when it is a vendor the engine does not convert yet.
 */
export function detectVendor(
  files: readonly { name: string; content: string | Uint8Array }[],
): TDetectedVendor {
  let unconverted: { name: string; key: string } | undefined;
  // Judged as uploaded files are: a gzip or tar by the files inside (a `config.xml.gz`).
  for (const file of expandArchives(files)) {
    const sniff = sniffSource(file.content);
    if (!sniff.vendorKey) continue;
    const key = sniff.vendorKey;
    // The parser of that very key first (EdgeOS is `ubiquiti`, read by the VyOS family), then
    // any parser that reads the key's files.
    const parser =
      VENDOR_PARSERS.find((candidate) => candidate.key === key) ??
      VENDOR_PARSERS.find((candidate) => candidate.accepts.includes(key));
    if (parser) return { parser, file: file.name, line: sniff.line };
    unconverted ??= { name: file.name, key };
  }
  if (unconverted) {
    throw new ConversionInputError(
      'VENDOR_NOT_DETECTED',
      notConvertedYet(unconverted.name, unconverted.key),
    );
  }
  const names = files.map((file) => file.name).join(', ');
  throw new ConversionInputError(
    'VENDOR_NOT_DETECTED',
    `Could not tell which firewall ${names || 'the input'} comes from: name the vendor (fwconv vendors lists them).`,
  );
}
