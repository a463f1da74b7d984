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

  /** Key head (the key without `_N`) -> its table and field; heads repeat on every row. */
  private readonly heads = new Map<string, { table: string; field: string } | null>();

  private add(item: TExpItem): void {
    const cut = item.key.lastIndexOf('_');
    const index = cut === -1 ? NaN : rowIndex(item.key, cut + 1);
    if (Number.isNaN(index)) {
      this.globals.set(item.key, item);
      return;
    }
    const head = item.key.slice(0, cut);
    let place = this.heads.get(head);
    if (place === undefined) this.heads.set(head, (place = placeOf(head)));
    if (!place) {
      this.unknownRows.push(item);
      return;
    }
    let rows = this.tables.get(place.table);
    if (!rows) this.tables.set(place.table, (rows = new Map()));
    let row = rows.get(index);
    if (!row) rows.set(index, (row = { table: place.table, index, fields: new Map() }));
    row.fields.set(place.field, item);
  }
}

/** The row index a key ends with (`_12`), or NaN. */
function rowIndex(key: string, from: number): number {
  const digits = key.length - from;
  if (digits < 1 || digits > 9) return NaN;
  for (let i = from; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return NaN;
  }
  return Number(key.slice(from));
}

function placeOf(head: string): { table: string; field: string } | null {
  const found = PREFIXES.find(([prefix]) => head.startsWith(prefix));
  if (!found) return null;
  const [prefix, table] = found;
  const field = head.slice(prefix.length);
  if (V6_TABLES.has(table) && field.endsWith('V6'))
    return { table: `${table}V6`, field: field.slice(0, -2) };
  return { table, field };
}

/** A field's value, '' when absent. */
export const field = (row: TRow, name: string): string => row.fields.get(name)?.value ?? '';
