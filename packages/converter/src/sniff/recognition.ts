/**
 * A file read with the wrong vendor's parser (a MikroTik export converted as Cisco ASA) parses
 * "successfully": every line lands in the report as unrecognised, and the output is empty.
 * After parsing, this refuses such a file as a whole when almost none of its lines were
 * recognised, naming the vendor it looks like (issue 17 item 5i).
 */
import { ConversionInputError } from '../errors.js';
import type { TConfigModel } from '../model/ir.js';
import type { TOrigin } from '../model/origin.js';
import type { Diagnostics } from '../report/collector.js';
import { FORMAT_NAMES } from '../vendors/registry.js';
import type { TVendorParser } from '../vendors/vendor-parser.js';
import { sniffSource } from './sniff-source.js';

/** Below this share of recognised lines, the file is not the parser's vendor's. */
export const MIN_RECOGNISED_SHARE = 0.1;
/** A file this short is converted whatever it holds: the report says what it is. */
const MIN_LINES = 5;
const COMMENT = /^(#|!|:|\/\/|\/\*|\*|;)/;

export interface TRecognition {
  /** Lines neither blank nor a comment. */
  meaningful: number;
  /** Of those, lines the parser placed in the model or reported as anything but unrecognised. */
  recognised: number;
}

/** Every origin a model object has, from any collection. */
function* modelOrigins(model: TConfigModel): Generator<TOrigin> {
  for (const value of Object.values(model) as unknown[]) {
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) {
        const origin = (item as { origin?: TOrigin } | null)?.origin;
        if (origin) yield origin;
      }
    } else if (value && typeof value === 'object' && 'origin' in value) {
      yield (value as { origin: TOrigin }).origin;
    }
  }
}

/** How many meaningful lines of a file the parse recognised. Linear in lines and origins. */
export function recognitionOf(
  file: { name: string; text: string },
  model: TConfigModel,
  diagnostics: Diagnostics,
): TRecognition {
  const lines = file.text.split('\n');
  const covered = new Uint8Array(lines.length + 2);
  const cover = (origin: TOrigin) => {
    if (origin.file !== file.name) return;
    const from = Math.max(origin.line, 1);
    const to = Math.min(origin.endLine, lines.length);
    if (to >= from) covered.fill(1, from, to + 1);
  };
  for (const origin of modelOrigins(model)) cover(origin);
  for (const entry of diagnostics.lines) if (entry.status !== 'unrecognised') cover(entry.origin);
  let meaningful = 0;
  let recognised = 0;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || COMMENT.test(trimmed)) return;
    meaningful += 1;
    if (covered[index + 1] === 1) recognised += 1;
  });
  return { meaningful, recognised };
}

/**
 * Throws ConversionInputError `NOT_RECOGNISED` when under MIN_RECOGNISED_SHARE of the main
 * file's meaningful lines were recognised, naming the vendor the file looks like when the
 * sniffer knows it.
 */
export function assertRecognised(
  parser: TVendorParser,
  file: { name: string; text: string },
  model: TConfigModel,
  diagnostics: Diagnostics,
): void {
  const sniff = sniffSource(file.text);
  // XML and JSON parsers read structure, not lines: a wrong file fails them as a whole.
  if (sniff.format !== 'text') return;
  const { meaningful, recognised } = recognitionOf(file, model, diagnostics);
  if (meaningful < MIN_LINES || recognised >= meaningful * MIN_RECOGNISED_SHARE) return;
  const sniffed = sniff.vendorKey;
  const other = sniffed && !parser.accepts.includes(sniffed) ? sniffed : undefined;
  const looks = other ? ` It looks like ${FORMAT_NAMES[other] ?? other}.` : '';
  throw new ConversionInputError(
    'NOT_RECOGNISED',
    `${file.name} is not ${FORMAT_NAMES[parser.key] ?? `a ${parser.label} configuration`}: ${recognised} of its ${meaningful} lines were recognised.${looks} Choose the right vendor or upload the firewall's configuration export.`,
  );
}
