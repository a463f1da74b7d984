import { ConversionInputError } from './errors.js';
import type { TConfigModel } from './model/ir.js';
import { buildReport, type TConversionReport } from './report/build-report.js';
import { assertRecognised } from './sniff/recognition.js';
import { sniffSource } from './sniff/sniff-source.js';
import { emitFortios, type TEmitOptions } from './targets/fortios/emit/emit-fortios.js';
import { portNeeders } from './targets/fortios/emit/interfaces.js';
import { parseFortios } from './targets/fortios/parse/parse-fortios.js';
import {
  FORMAT_NAMES,
  VENDOR_PARSERS,
  findVendorParser,
  type TVendorParser,
} from './vendors/registry.js';
import type { TSourceScopes } from './vendors/vendor-parser.js';
import { verifyOptionsOf } from './verify-options.js';
import { verifyConversion, type TVerification } from './verify/verify.js';

export interface TConvertInput {
  /** Vendor catalogue key (`ciscoASA`) or CLI alias (`cisco-asa`). */
  vendor: string;
  files: { name: string; content: string | Uint8Array }[];
  options?: TEmitOptions & { vdom?: string; verify?: boolean };
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
  scope?: TConvertedScope;
}

export interface TConvertedScope {
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

/** `convert` with the vendor's parser given rather than looked up by name. */
export function convertWith(
  parser: TVendorParser,
  input: Omit<TConvertInput, 'vendor'>,
): TConvertResult {
  const phase = input.onPhase ?? (() => undefined);
  const started = performance.now();
  phase('parsing');
  const decoded = input.files.map((file) => ({ name: file.name, ...decode(file) }));
  const [file] = decoded;
  if (!file) throw new ConversionInputError('NO_FILES', 'No configuration file was given.');
  if (file.vendorKey && !parser.accepts.includes(file.vendorKey)) {
    throw new ConversionInputError(
      'WRONG_VENDOR',
      `${file.name} looks like ${FORMAT_NAMES[file.vendorKey] ?? file.vendorKey}, not ${parser.label}: choose that vendor or upload the right file.`,
    );
  }
  const options = input.options ?? {};
  const sources = decoded.map(({ name, text }) => ({ name, text }));
  const { model, diagnostics, scopes } = parser.parse(
    sources,
    options.vdom ? { vdom: options.vdom } : {},
  );
  assertRecognised(parser, file, model, diagnostics);
  const scope = chosenScope(scopes, file.name, options.vdom);
  const parsed = performance.now();
  phase('converting');
  const given = options.interfaceMap ?? {};
  const interfaceMap =
    Object.keys(given).length === 0 && input.suggestInterfaceMap
      ? input.suggestInterfaceMap(model, portNeeders(model))
      : given;
  const emitted = emitFortios(model, { ...options, interfaceMap });
  const report = buildReport(model, diagnostics, emitted.outcomes, {
    files: decoded.map(({ name, text }) => ({ name, lines: text.split(/\r?\n/).length })),
    ...(options.targetModel ? { targetModel: options.targetModel } : {}),
  });
  const converted = performance.now();
  let verification: TVerification | undefined;
  if (options.verify !== false) {
    phase('verifying');
    const output = parseFortios(emitted.text, { file: 'output.conf' }).model;
    verification = verifyConversion(model, output, verifyOptionsOf(emitted, model, report.entries));
  }
  const ms = (from: number, to: number) => Math.round(to - from);
  return {
    config: emitted.text,
    report,
    verification,
    model,
    ports: emitted.ports,
    ...(scope ? { scope } : {}),
    timings: {
      parseMs: ms(started, parsed),
      convertMs: ms(parsed, converted),
      verifyMs: ms(converted, performance.now()),
    },
  };
}

/** The part of a many-part configuration converted: the one asked for, else the first. */
function chosenScope(
  scopes: TSourceScopes | undefined,
  fileName: string,
  asked: string | undefined,
): TConvertedScope | undefined {
  if (!scopes) return undefined;
  const kind = scopes.kind.toLowerCase();
  if (asked !== undefined && !scopes.names.includes(asked))
    throw new ConversionInputError(
      'UNKNOWN_VDOM',
      `${fileName} has no ${kind} "${asked}": choose one of ${scopes.names.join(', ')}.`,
    );
  const name = asked ?? scopes.names[0];
  return name === undefined ? undefined : { kind: scopes.kind, name, names: scopes.names };
}
