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
import { FORMAT_NAMES } from './format-names.js';
import type { TVendorParser } from '../vendors/vendor-parser.js';
import { sniffSource } from './sniff-source.js';
import { forEachLineStart, lineCount } from './text-scan.js';

/** Below this share of recognised lines, the file is not the parser's vendor's. */
export const MIN_RECOGNISED_SHARE = 0.1;
/** A file this short is converted whatever it holds: the report says what it is. */
const MIN_LINES = 5;
/** Characters that open a comment line: `#`, `!`, `:`, `*`, `;` (and `//`, `/*`). */
const COMMENT_STARTS = new Set(['#', '!', ':', '*', ';'].map((c) => c.charCodeAt(0)));
const SLASH = 0x2f;
const STAR = 0x2a;

/** True when the line whose first non-blank character is at `first` is a comment. */
function isComment(text: string, first: number, end: number): boolean {
  const code = text.charCodeAt(first);
  if (COMMENT_STARTS.has(code)) return true;
  if (code !== SLASH || first + 1 >= end) return false;
  const next = text.charCodeAt(first + 1);
  return next === SLASH || next === STAR;
}

export interface TRecognition {
  /** Lines neither blank nor a comment. */
  meaningful: number;
  /** Of those, lines the parser placed in the model or reported as anything but unrecognised. */
  recognised: number;
}

/** Calls `visit` with every origin a model object has, from any collection. */
function forEachModelOrigin(model: TConfigModel, visit: (origin: TOrigin) => void): void {
  for (const value of Object.values(model) as unknown[]) {
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) {
        const origin = (item as { origin?: TOrigin } | null)?.origin;
        if (origin) visit(origin);
      }
    } else if (value && typeof value === 'object' && 'origin' in value) {
      visit((value as { origin: TOrigin }).origin);
    }
  }
}

/** How many meaningful lines of a file the parse recognised. Linear in lines and origins. */
export function recognitionOf(
  file: { name: string; text: string },
  model: TConfigModel,
  diagnostics: Diagnostics,
): TRecognition {
  const { text } = file;
  const lineTotal = lineCount(text);
  const covered = new Uint8Array(lineTotal + 2);
  const cover = (origin: TOrigin) => {
    if (origin.file !== file.name) return;
    const from = Math.max(origin.line, 1);
    const to = Math.min(origin.endLine, lineTotal);
    if (to >= from) covered.fill(1, from, to + 1);
  };
  forEachModelOrigin(model, cover);
  for (const entry of diagnostics.lines) if (entry.status !== 'unrecognised') cover(entry.origin);
  let meaningful = 0;
  let recognised = 0;
  // The lines are scanned in place (no split, no trim): blank lines and comments are skipped.
  forEachLineStart(text, (index, first, end) => {
    if (first === -1 || isComment(text, first, end)) return;
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
