import type { TOrigin } from '../model/origin.js';
import type {
  TNote,
  TObjectType,
  TPartialEffect,
  TReportEntry,
  TReportStatus,
} from './report-types.js';

/** Key of a model object in notes and outcomes: `<collection>:<name or id>`. */
export type TObjectKey = string;

export const objectKey = (collection: string, name: string): TObjectKey => `${collection}:${name}`;

/**
 * What a parser (or the emitter) says beside the model: lines that are not objects (ignored,
 * unsupported, unrecognised) and notes on objects that were converted with changes.
 */
export class Diagnostics {
  readonly lines: TReportEntry[] = [];
  readonly notes = new Map<TObjectKey, TNote[]>();

  line(
    status: TReportStatus,
    objectType: TObjectType,
    origin: TOrigin,
    code: string,
    message: string,
    name?: string,
    effect?: TPartialEffect,
  ): void {
    // Optional fields assigned after, in the same order as before: a spread of a fresh object
    // per optional field was garbage on every line of the file.
    const entry: TReportEntry = { status, objectType, origin, code, message, targets: [] };
    if (name) entry.name = name;
    if (effect) entry.effect = effect;
    this.lines.push(entry);
  }

  note(key: TObjectKey, note: TNote): void {
    const list = this.notes.get(key);
    if (list) list.push(note);
    else this.notes.set(key, [note]);
  }
}
