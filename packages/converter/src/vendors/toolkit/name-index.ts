import type { TConfigModel } from '../../model/ir.js';

/** The object lists of the model that are looked up by name. */
export type TNamedCollection =
  | 'addresses'
  | 'addressGroups'
  | 'services'
  | 'serviceGroups'
  | 'schedules'
  | 'zones'
  | 'interfaces';

/**
 * Which names the model's lists hold, caught up lazily with what parsers pushed since the last
 * look: parsers push to `model.<list>` directly and ask here, in time linear in the objects.
 */
export class NameIndex {
  private readonly indexes = new Map<
    TNamedCollection,
    { length: number; names: Map<string, number> }
  >();

  constructor(private readonly model: TConfigModel) {}

  /** True when an object of this name is in the list. */
  has(collection: TNamedCollection, name: string): boolean {
    return (this.index(collection).get(name) ?? 0) > 0;
  }

  /** Removes the object at `index` of the list (the lists otherwise only grow). */
  remove(collection: TNamedCollection, index: number): void {
    const names = this.index(collection);
    const [removed] = this.model[collection].splice(index, 1);
    if (!removed) return;
    const count = names.get(removed.name) ?? 0;
    if (count > 1) names.set(removed.name, count - 1);
    else names.delete(removed.name);
    const entry = this.indexes.get(collection);
    if (entry) entry.length--;
  }

  private index(collection: TNamedCollection): Map<string, number> {
    const list: readonly { name: string }[] = this.model[collection];
    let entry = this.indexes.get(collection);
    if (!entry || list.length < entry.length) {
      entry = { length: 0, names: new Map() };
      this.indexes.set(collection, entry);
    }
    for (; entry.length < list.length; entry.length++) {
      const name = (list[entry.length] as { name: string }).name;
      entry.names.set(name, (entry.names.get(name) ?? 0) + 1);
    }
    return entry.names;
  }
}
