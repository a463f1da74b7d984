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

  // The first item makes a one-slot array: `push` onto an empty one reserves 17 slots, which
  // every report entry (one per source object) would carry to the end.
  target(key: TObjectKey, target: string): void {
    const entry = this.entry(key);
    if (entry.targets.length === 0) entry.targets = [target];
    else entry.targets.push(target);
  }

  note(key: TObjectKey, note: TNote | undefined): void {
    if (!note) return;
    const entry = this.entry(key);
    if (entry.notes.length === 0) entry.notes = [note];
    else entry.notes.push(note);
  }
}
