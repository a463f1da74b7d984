import { ConversionInputError } from './errors.js';
import { readableInputs } from './input/unpack.js';
import type { TConfigModel } from './model/ir.js';
import { buildReport, type TConversionReport } from './report/build-report.js';
import { assertRecognised } from './sniff/recognition.js';
import { sniffSource } from './sniff/sniff-source.js';
import { lineCount } from './sniff/text-scan.js';
import { emitFortios, type TEmitOptions } from './targets/fortios/emit/emit-fortios.js';
import { portNeeders } from './targets/fortios/emit/interfaces.js';
import { parseFortios } from './targets/fortios/parse/parse-fortios.js';
import { FORMAT_NAMES, notConvertedYet } from './sniff/format-names.js';
import { UNCONVERTED_VENDOR_KEYS } from './sniff/unconverted-signatures.js';
import type { TSourceParts, TVendorParser } from './vendors/vendor-parser.js';
import { verifyOptionsOf } from './verify-options.js';
import { verifyConversion, type TVerification, type TVerifyOptions } from './verify/verify.js';
import type { Diagnostics } from './report/collector.js';

export interface TConvertInput {
  /** Vendor catalogue key (`ciscoASA`) or CLI alias (`cisco-asa`). */
  vendor: string;
  files: { name: string; content: string | Uint8Array }[];
  options?: TEmitOptions & { part?: string; verify?: boolean };
  /** Told as each phase starts, so a caller can show progress. */
  onPhase?: (phase: TConvertPhase) => void;
  /**
   * Without an `interfaceMap`, asked once the source is read for a first mapping of the source
   * interfaces that need a port (`hardware`) to target ports; unmapped ones take ports in order.
   */
  suggestInterfaceMap?: (model: TConfigModel, hardware: string[]) => Record<string, string>;
}

export type TConvertPhase = 'parsing' | 'converting' | 'verifying';

export interface TConvertResult {
  /** The FortiOS configuration. */
  config: string;
  report: TConversionReport;
  verification: TVerification | undefined;
  /** The source as the engine understood it. */
  model: TConfigModel;
  /** Source hardware interface -> the target port it was put on. */
  ports: Record<string, string>;
  /** Time spent in each phase, in ms. */
  timings: { parseMs: number; convertMs: number; verifyMs: number };
  /**
   * For a configuration of several parts converted one at a time (device groups, logical
   * systems, VDOMs): which kind, the one this result is of, and all of them in file order.
   */
  part?: TConvertedPart;
}

export interface TConvertedPart {
  kind: string;
  name: string;
  names: string[];
}

/** The file as text, and what it looks like; refuses binary and empty files. */
function decode(file: { name: string; content: string | Uint8Array }): {
  text: string;
  vendorKey: string | null;
} {
  const sniff = sniffSource(file.content);
  if (sniff.format === 'binary') {
    throw new ConversionInputError(
      'BINARY_INPUT',
      `${file.name} is a binary file, not a configuration: upload the text export of the firewall's configuration.`,
    );
  }
  const text =
    typeof file.content === 'string' ? file.content : new TextDecoder('utf-8').decode(file.content);
  if (text.trim() === '')
    throw new ConversionInputError(
      'EMPTY_INPUT',
      `${file.name} is empty: upload the firewall's configuration export.`,
    );
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, vendorKey: sniff.vendorKey };
}

/**
 * `convert` with the vendor's parser given rather than looked up by name. This module loads no
 * vendor's parser: a caller that knows its vendor (the CLI) loads that one alone.
 */
export function convertWith(
  parser: TVendorParser,
  input: Omit<TConvertInput, 'vendor'>,
): TConvertResult {
  const phase = input.onPhase ?? (() => undefined);
  const started = performance.now();
  phase('parsing');
  const { readable, unread } = readableInputs(input.files);
  const decoded = readable.map((file) => ({ name: file.name, ...decode(file) }));
  const [file] = decoded;
  if (!file) throw new ConversionInputError('NO_FILES', 'No configuration file was given.');
  if (file.vendorKey && !parser.accepts.includes(file.vendorKey)) {
    throw new ConversionInputError(
      'WRONG_VENDOR',
      UNCONVERTED_VENDOR_KEYS.has(file.vendorKey)
        ? notConvertedYet(file.name, file.vendorKey, parser.label)
        : `${file.name} looks like ${FORMAT_NAMES[file.vendorKey] ?? file.vendorKey}, not ${parser.label}: choose that vendor or upload the right file.`,
    );
  }
  const options = input.options ?? {};
  const sources = decoded.map(({ name, text }) => ({ name, text }));
  const { model, diagnostics, parts } = parser.parse(
    sources,
    options.part ? { part: options.part } : {},
  );
  assertRecognised(parser, file, model, diagnostics);
  for (const member of unread) {
    diagnostics.line(
      'ignored',
      'Other',
      { file: member.name, line: 1, endLine: 1 },
      'ARCHIVE_FILE_NOT_READ',
      `${member.name} (in ${member.archive}) is a binary file, not configuration text: it was not used.`,
    );
  }
  const part = chosenPart(parts, file.name, options.part);
  const parsed = performance.now();
  phase('converting');
  const given = options.interfaceMap ?? {};
  const interfaceMap =
    Object.keys(given).length === 0 && input.suggestInterfaceMap
      ? input.suggestInterfaceMap(model, portNeeders(model))
      : given;
  const { config, ports, report, verifyOptions } = emitAndReport(
    model,
    diagnostics,
    { ...options, interfaceMap },
    [
      ...decoded.map(({ name, text }) => ({ name, lines: lineCount(text) })),
      ...unread.map(({ name }) => ({ name, lines: 1 })),
    ],
  );
  const converted = performance.now();
  let verification: TVerification | undefined;
  if (verifyOptions) {
    phase('verifying');
    const output = parseFortios(config, { file: 'output.conf' }).model;
    verification = verifyConversion(model, output, verifyOptions);
  }
  const ms = (from: number, to: number) => Math.round(to - from);
  return {
    config,
    report,
    verification,
    model,
    ports,
    ...(part ? { part } : {}),
    timings: {
      parseMs: ms(started, parsed),
      convertMs: ms(parsed, converted),
      verifyMs: ms(converted, performance.now()),
    },
  };
}

/**
 * Emits and reports, and takes from the emitter what verification needs: the emitter's
 * outcomes (one entry per source object) are not held while the output is parsed back.
 */
function emitAndReport(
  model: TConfigModel,
  diagnostics: Diagnostics,
  options: TEmitOptions & { verify?: boolean },
  files: { name: string; lines: number }[],
): {
  config: string;
  ports: Record<string, string>;
  report: TConversionReport;
  verifyOptions: TVerifyOptions | undefined;
} {
  const emitted = emitFortios(model, options);
  const report = buildReport(model, diagnostics, emitted.outcomes, {
    files,
    ...(options.targetModel ? { targetModel: options.targetModel } : {}),
  });
  return {
    config: emitted.text,
    ports: emitted.ports,
    report,
    verifyOptions:
      options.verify === false ? undefined : verifyOptionsOf(emitted, model, report.entries),
  };
}

/** The part of a many-part configuration converted: the one asked for, else the first. */
function chosenPart(
  parts: TSourceParts | undefined,
  fileName: string,
  asked: string | undefined,
): TConvertedPart | undefined {
  if (!parts) return undefined;
  const kind = parts.kind.toLowerCase();
  if (asked !== undefined && !parts.names.includes(asked))
    throw new ConversionInputError(
      'UNKNOWN_PART',
      `${fileName} has no ${kind} "${asked}": choose one of ${parts.names.join(', ')}.`,
    );
  const name = asked ?? parts.names[0];
  return name === undefined ? undefined : { kind: parts.kind, name, names: parts.names };
}
