import type { TConfigModel } from '../model/ir.js';
import type { Diagnostics } from '../report/collector.js';
import type { TObjectType } from '../report/report-types.js';

export interface TSourceFile {
  name: string;
  text: string;
}

export interface TParseOptions {
  /**
   * The part of a configuration of several to read (`TParseResult.parts` names them): a FortiOS
   * VDOM, a PAN-OS vsys, a Panorama device group, an SRX logical system or tenant, a Check Point
   * legacy policy package. The vendor's default when absent.
   */
  part?: string;
}

export type TParseResult = {
  model: TConfigModel;
  diagnostics: Diagnostics;
  /** The parts of a configuration that holds several (read while parsing, at no extra cost). */
  parts?: TSourceParts;
};

/**
 * The parts of one configuration that convert separately (Panorama device groups, PAN-OS vsys,
 * SRX logical systems and tenants, FortiOS VDOMs, Check Point legacy packages): the user picks
 * one, passed back as `TParseOptions.part`.
 */
export interface TSourceParts {
  /** What a part is called in this vendor ("Device group", "Logical system"). */
  kind: string;
  /** Names in document order; the first is converted when none is picked. */
  names: string[];
}

/** A source vendor the engine converts: its catalogue key, CLI names and parser. */
export interface TVendorParser {
  key: string;
  label: string;
  /** Names accepted on the command line (`cisco-asa`). */
  aliases: string[];
  /** Catalogue keys whose files this parser reads (the sniffer's verdicts). */
  accepts: string[];
  /**
   * The object types it converts (at least one object of each, proven by its golden fixtures);
   * the vendor catalogue's convertableObjects must say the same.
   */
  converts: readonly TObjectType[];
  /**
   * Reads the configuration: one file for most vendors, a set for those whose export is
   * several files (a Check Point policy package). The first file is the main one.
   */
  parse(files: readonly TSourceFile[], options: TParseOptions): TParseResult;
}

/**
 * A parser of one file: the first is read; every other file of the set is reported as not
 * used, so nothing is dropped silently.
 */
export function firstFileOnly(
  label: string,
  parse: (file: TSourceFile, options: TParseOptions) => TParseResult,
): TVendorParser['parse'] {
  return (files, options) => {
    const [file, ...extra] = files;
    if (!file) throw new Error('parse needs at least one file');
    const result = parse(file, options);
    for (const other of extra) {
      result.diagnostics.line(
        'ignored',
        'Other',
        { file: other.name, line: 1, endLine: 1 },
        'EXTRA_FILE',
        `Only one file is read for ${label}; ${other.name} was not used.`,
      );
    }
    return result;
  };
}
