import type { INTERFACE_TYPES, TInterface, TInterfaceInput, TModelDetail } from '@fwmig/contract';

export type TInterfaceType = (typeof INTERFACE_TYPES)[number];

/**
 * One port in the interface editor. `key` stays the same while the list is edited (a saved
 * port's id, or `new-N` for a port added here); `id` is set only for ports saved on this model.
 */
export interface TInterfaceRow {
  key: string;
  id?: string;
  name: string;
  type: TInterfaceType;
  speed: string;
  notes: string;
}

/** The editable fields of a port. */
export type TInterfaceFields = Pick<TInterfaceRow, 'name' | 'type' | 'speed' | 'notes'>;

/**
 * The editor's rows of a saved port list. With `keepIds` false (a duplicate) the rows are new
 * ports of another model, keyed by the source's ids only for stable rendering.
 */
export function rowsFromInterfaces(list: readonly TInterface[], keepIds: boolean): TInterfaceRow[] {
  return list.map((port) => ({
    key: port.id,
    ...(keepIds ? { id: port.id } : {}),
    name: port.name,
    type: port.type,
    speed: port.speed,
    notes: port.notes,
  }));
}

/** What the server takes for a port. */
export function toInterfaceInput(row: TInterfaceFields): TInterfaceInput {
  return {
    name: row.name.trim(),
    type: row.type,
    speed: row.speed.trim(),
    notes: row.notes.trim(),
  };
}

/** The server compares names without case (models.service assertUniqueNames), so do we. */
function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Whether another row than `exceptKey` already has the name. */
export function nameTaken(rows: readonly TInterfaceRow[], name: string, exceptKey?: string) {
  const wanted = nameKey(name);
  return rows.some((row) => row.key !== exceptKey && nameKey(row.name) === wanted);
}

/** The message for a name that is already in the list. */
export function nameTakenMessage(name: string): string {
  return `${name.trim()} is already in the list`;
}

/** The first name that appears more than once, if any. */
export function firstRepeatedName(rows: readonly TInterfaceRow[]): string | undefined {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = nameKey(row.name);
    if (seen.has(key)) return row.name;
    seen.add(key);
  }
  return undefined;
}

/** The adds, updates and deletes that turn the saved port list into the edited one. */
export function interfaceChanges(original: TModelDetail['interfaceList'], rows: TInterfaceRow[]) {
  const saved = new Map(original.map((port) => [port.id, port]));
  const kept = new Set<string>();
  const addInterfaceList: TInterfaceInput[] = [];
  const updateInterfaceList: (TInterfaceInput & { id: string })[] = [];
  for (const row of rows) {
    const before = row.id === undefined ? undefined : saved.get(row.id);
    if (row.id === undefined || before === undefined) {
      addInterfaceList.push(toInterfaceInput(row));
      continue;
    }
    kept.add(row.id);
    const input = toInterfaceInput(row);
    const changed =
      input.name !== before.name ||
      input.type !== before.type ||
      input.speed !== before.speed ||
      input.notes !== before.notes;
    if (changed) updateInterfaceList.push({ id: row.id, ...input });
  }
  const deleteInterfaceList = original.filter((port) => !kept.has(port.id)).map((port) => port.id);
  return { addInterfaceList, updateInterfaceList, deleteInterfaceList };
}
