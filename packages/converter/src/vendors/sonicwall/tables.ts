import type { TExpItem } from './decode.js';

/**
 * The export's tables: keys sharing a prefix, one row per index (`addrObjId_3`, `addrObjType_3`
 * ... are row 3 of `addrObj`; reference §2). Key order carries no meaning; rows join by index.
 */
export interface TRow {
  table: string;
  index: number;
  /** Field (the key without the table prefix and `_N`) -> its item. */
  fields: Map<string, TExpItem>;
}

/** Key prefix -> table, longest prefix first. IPv6 twins (`policyActionV6_0`) get `V6`. */
const PREFIXES: readonly [prefix: string, table: string][] = [
  ['prefs_dhstatic', 'dhstatic'],
  ['prefs_dhdyn', 'dhdyn'],
  ['userGroupObj', 'userGroupObj'],
  ['addrObjFqdn', 'addrObjFqdn'],
  // No reader: swept to its leftovers row.
  ['addrObjMac', 'addrObjMac'],
  ['interface_', 'iface'],
  ['natPolicy', 'natPolicy'],
  ['vpnPolicy', 'ipsec'],
  ['schedObj', 'schedObj'],
  ['addrObj', 'addrObj'],
  ['zoneObj', 'zoneObj'],
  ['userObj', 'userObj'],
  ['addro_', 'addro'],
  ['svcObj', 'svcObj'],
  ['pbrObj', 'pbrObj'],
  ['policy', 'policy'],
  ['iface_', 'iface'],
  ['ipsec', 'ipsec'],
  ['ao_', 'addro'],
  ['so_', 'so'],
  ['uo_', 'uo'],
];

/** Tables with an IPv6 twin whose fields end in `V6`. */
const V6_TABLES = new Set(['policy', 'natPolicy']);

export class ExpTables {
  /** Keys without a row index (`shortProdName`, `dns_server_one`). */
  readonly globals = new Map<string, TExpItem>();
  /** Indexed keys of no known table, in file order. */
  readonly unknownRows: TExpItem[] = [];
  private readonly tables = new Map<string, Map<number, TRow>>();

  constructor(items: readonly TExpItem[]) {
    for (const item of items) this.add(item);
  }

  /** Takes out the row holding an item (it is not trusted); the row, if the item had one. */
  remove(item: TExpItem): TRow | undefined {
    for (const rows of this.tables.values())
      for (const [index, row] of rows)
        if ([...row.fields.values()].includes(item)) {
          rows.delete(index);
          return row;
        }
    return undefined;
  }

  /** The rows of a table, by index. */
  rows(table: string): TRow[] {
    const rows = this.tables.get(table);
    return rows ? [...rows.values()].sort((a, b) => a.index - b.index) : [];
  }

  private add(item: TExpItem): void {
    const cut = item.key.lastIndexOf('_');
    const suffix = cut === -1 ? '' : item.key.slice(cut + 1);
    if (!/^\d{1,9}$/.test(suffix)) {
      this.globals.set(item.key, item);
      return;
    }
    const head = item.key.slice(0, cut);
    const found = PREFIXES.find(([prefix]) => head.startsWith(prefix));
    if (!found) {
      this.unknownRows.push(item);
      return;
    }
    let [prefix, table] = found;
    let field = head.slice(prefix.length);
    if (V6_TABLES.has(table) && field.endsWith('V6')) {
      table = `${table}V6`;
      field = field.slice(0, -2);
    }
    let rows = this.tables.get(table);
    if (!rows) this.tables.set(table, (rows = new Map()));
    const index = Number(suffix);
    let row = rows.get(index);
    if (!row) rows.set(index, (row = { table, index, fields: new Map() }));
    row.fields.set(field, item);
  }
}

/** A field's value, '' when absent. */
export const field = (row: TRow, name: string): string => row.fields.get(name)?.value ?? '';
