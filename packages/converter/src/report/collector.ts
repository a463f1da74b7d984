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
    this.lines.push({
      status,
      objectType,
      origin,
      code,
      message,
      targets: [],
      ...(name ? { name } : {}),
      ...(effect ? { effect } : {}),
    });
  }

  note(key: TObjectKey, note: TNote): void {
    const list = this.notes.get(key);
    if (list) list.push(note);
    else this.notes.set(key, [note]);
  }
}
