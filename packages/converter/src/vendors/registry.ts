import type { TConfigModel } from '../model/ir.js';
import type { Diagnostics } from '../report/collector.js';
import { parseFortios } from '../targets/fortios/parse/parse-fortios.js';
import { parseAsa } from './cisco-asa/parse-asa.js';

export interface TSourceFile {
  name: string;
  text: string;
}

export interface TParseOptions {
  /** FortiOS: the VDOM to read; Panorama: the device group; SRX: the logical system. */
  vdom?: string;
}

export type TParseResult = { model: TConfigModel; diagnostics: Diagnostics };

/** A source vendor the engine converts: its catalogue key, CLI names and parser. */
export interface TVendorParser {
  key: string;
  label: string;
  /** Names accepted on the command line (`cisco-asa`). */
  aliases: string[];
  /** Catalogue keys whose files this parser reads (the sniffer's verdicts). */
  accepts: string[];
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

const asaFamily = (key: string, label: string, aliases: string[]): TVendorParser => ({
  key,
  label,
  aliases,
  accepts: ['ciscoASA', 'ciscoPIX', 'ciscoFWSM', 'ciscoFTD'],
  parse: firstFileOnly(label, (file) => parseAsa(file.text, { file: file.name, vendor: key })),
});

/** Every vendor the engine converts today. */
export const VENDOR_PARSERS: readonly TVendorParser[] = [
  asaFamily('ciscoASA', 'Cisco ASA', ['cisco-asa', 'asa']),
  asaFamily('ciscoPIX', 'Cisco PIX', ['cisco-pix', 'pix']),
  asaFamily('ciscoFWSM', 'Cisco FWSM', ['cisco-fwsm', 'fwsm']),
  asaFamily('ciscoFTD', 'Cisco Firepower Threat Defense (LINA)', ['cisco-ftd', 'ftd']),
  {
    key: 'fortinet',
    label: 'FortiGate (FortiOS)',
    aliases: ['fortios', 'fortigate', 'fortinet'],
    accepts: ['fortinet'],
    parse: firstFileOnly('FortiGate (FortiOS)', (file, options) => {
      const { model, diagnostics } = parseFortios(file.text, {
        file: file.name,
        ...(options.vdom ? { vdom: options.vdom } : {}),
      });
      return { model, diagnostics };
    }),
  },
];

/** What the sniffer's vendor keys are called in messages. */
export const FORMAT_NAMES: Readonly<Record<string, string>> = {
  ciscoASA: 'a Cisco ASA configuration',
  ciscoPIX: 'a Cisco PIX configuration',
  ciscoFWSM: 'a Cisco FWSM configuration',
  paloAltoNetwork: 'a PAN-OS XML export',
  pfSense: 'a pfSense/OPNsense XML backup',
  sophos: 'a Sophos XG XML export',
  checkPoint: 'a Check Point export',
  fortinet: 'a FortiOS configuration',
  juniperSRX: 'a Junos (SRX) configuration',
  'juniperSSG/ISG': 'a ScreenOS configuration',
};

export function findVendorParser(name: string): TVendorParser | undefined {
  const wanted = name.toLowerCase();
  return VENDOR_PARSERS.find((v) => v.key.toLowerCase() === wanted || v.aliases.includes(wanted));
}
