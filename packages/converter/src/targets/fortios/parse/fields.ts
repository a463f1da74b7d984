import { type TCliConfig, type TCliEdit, type TCliNode, valuesOf } from './tree.js';

/**
 * The `set` values of one entry or singleton, by key. A later `set` of the same key wins and
 * `unset` removes it (FortiOS applies the lines in order); a missing key means the default.
 */
export class Fields {
  /** One value as the string itself, as the tree keeps it: no array per `set` line. */
  private readonly values = new Map<string, string | string[]>();
  private tables: Map<string, TCliConfig> | undefined;

  constructor(readonly node: TCliConfig | TCliEdit) {
    for (const child of node.children) {
      if (child.kind === 'set') this.values.set(child.key, valuesOf(child));
      else if (child.kind === 'unset') this.values.delete(child.key);
      else if (child.kind === 'config')
        (this.tables ??= new Map()).set(child.path.join(' '), child);
    }
  }

  has(key: string): boolean {
    return this.values.has(key);
  }

  /** All values of a key (`set member "a" "b"` -> `['a', 'b']`); `[]` when absent. */
  list(key: string): string[] {
    const value = this.values.get(key);
    return typeof value === 'string' ? [value] : (value ?? []);
  }

  /** The first value of a key. */
  str(key: string): string | undefined {
    const value = this.values.get(key);
    return typeof value === 'string' ? value : value?.[0];
  }

  /** All values joined by a space (`set start 00:00 2022/05/12`, `set ip A M`). */
  joined(key: string): string | undefined {
    const value = this.values.get(key);
    return typeof value === 'string' ? value : value?.join(' ');
  }

  /** A non-negative integer value; undefined when absent or not a number. */
  int(key: string): number | undefined {
    return toInt(this.str(key));
  }

  /** `enable` -> true, `disable` -> false, absent -> `fallback`. */
  flag(key: string, fallback: boolean): boolean {
    const value = this.str(key);
    if (value === 'enable') return true;
    if (value === 'disable') return false;
    return fallback;
  }

  keys(): IterableIterator<string> {
    return this.values.keys();
  }

  /** The entries of a nested table (`config ip-range` inside a DHCP server). */
  entries(path: string): TCliEdit[] {
    return editsOf(this.tables?.get(path));
  }
}

export function toInt(text: string | undefined): number | undefined {
  if (text === undefined || text.length === 0 || text.length > 15) return undefined;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
  }
  return Number(text);
}

export function editsOf(table: TCliConfig | undefined): TCliEdit[] {
  if (!table) return [];
  return table.children.filter((child): child is TCliEdit => child.kind === 'edit');
}

/** Whether a node holds any statement at all (an empty table is `config x` + `end`). */
export function hasContent(node: TCliNode): boolean {
  return 'children' in node && node.children.some((child) => child.kind !== 'comment');
}
