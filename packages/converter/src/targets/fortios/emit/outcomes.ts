import type { TObjectKey } from '../../../report/collector.js';
import type { TNote } from '../../../report/report-types.js';

/** What the emitter made of each model object: the target objects and any notes. */
export class Outcomes {
  readonly byKey = new Map<TObjectKey, { targets: string[]; notes: TNote[] }>();

  private entry(key: TObjectKey) {
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { targets: [], notes: [] };
      this.byKey.set(key, entry);
    }
    return entry;
  }

  target(key: TObjectKey, target: string): void {
    this.entry(key).targets.push(target);
  }

  note(key: TObjectKey, note: TNote | undefined): void {
    if (note) this.entry(key).notes.push(note);
  }
}
