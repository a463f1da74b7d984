import type { TObjectType } from '../../report/report-types.js';
import {
  firstFileOnly,
  type TParseOptions,
  type TParseResult,
  type TSourceFile,
  type TVendorParser,
} from '../vendor-parser.js';

/** What a vendor folder's `vendor.ts` says of itself: one shape for every vendor. */
export interface TVendorDefinition {
  /** Vendor catalogue key (`@fwmig/contract` VENDORS). */
  key: string;
  label: string;
  /** Names accepted on the command line. */
  aliases: string[];
  /** Catalogue keys whose files it reads (the sniffer's verdicts); defaults to `[key]`. */
  accepts?: string[];
  /** Object types it converts; the catalogue's convertableObjects says the same. */
  converts: readonly TObjectType[];
  /**
   * `one`: the first file is read and the others are reported as not used; `set`: the
   * vendor's export is several files, all read together.
   */
  files: 'one' | 'set';
  /** The entry: every vendor's reader has this signature. */
  parse(files: readonly TSourceFile[], options: TParseOptions): TParseResult;
}

/** The registry's entry for a vendor folder. */
export function defineVendor(definition: TVendorDefinition): TVendorParser {
  const { key, label, aliases, converts, files, parse } = definition;
  return {
    key,
    label,
    aliases,
    accepts: definition.accepts ?? [key],
    converts,
    parse:
      files === 'one' ? firstFileOnly(label, (file, options) => parse([file], options)) : parse,
  };
}

/** The file a one-file vendor's `parse` reads (`files: 'one'` gives it exactly one). */
export function onlyFile(files: readonly TSourceFile[]): TSourceFile {
  const [file] = files;
  if (!file) throw new Error('parse needs a file');
  return file;
}
