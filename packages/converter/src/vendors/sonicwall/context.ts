import { originOf, type TOrigin } from '../../model/origin.js';
import type { TObjectType, TPartialEffect, TReportStatus } from '../../report/report-types.js';
import { VendorContext } from '../toolkit/vendor-context.js';
import type { TExpItem } from './decode.js';
import { ExpTables, type TRow } from './tables.js';

/** A piece of the export: a table row, or one item. */
export type TSwAt = TRow | TExpItem;

const isRow = (at: TSwAt): at is TRow => 'fields' in at;

/** Runs of items next to each other in the decoded list, in order. */
function runsOf(items: readonly TExpItem[]): TExpItem[][] {
  // A row's fields are usually one run already, in order.
  const first = items[0];
  const last = items[items.length - 1];
  if (
    first &&
    last &&
    last.p - first.p === items.length - 1 &&
    items.every((x, i) => x.p === first.p + i)
  )
    return [[...items]];
  const sorted = [...items].sort((a, b) => a.p - b.p);
  const runs: TExpItem[][] = [];
  for (const item of sorted) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && item.p === last.p + 1) run.push(item);
    else runs.push([item]);
  }
  return runs;
}

const spanOf = (file: string, run: readonly TExpItem[]): TOrigin =>
  originOf(file, run[0]?.n ?? 1, run[run.length - 1]?.n ?? 1);

/**
 * The SonicWall reader's state. A row's fields may lie apart in the export: a row's origin is
 * its first run of items, and each other run is reported beside it, so every item is
 * accounted for once (`claimed`); the sweep reports what no reader claimed.
 */
export class SonicWallContext extends VendorContext<TSwAt> {
  readonly tables: ExpTables;
  /** `iface_ifnum` -> interface name (NAT and route policies name interfaces so). */
  readonly ifnums = new Map<string, string>();
  /** Interface name -> its zone. */
  readonly ifaceZone = new Map<string, string>();
  /** Names of address objects and groups of the export, converted or not. */
  readonly addressNames = new Set<string>();
  readonly serviceNames = new Set<string>();
  /** Items some entry or object accounts for, by position. */
  private readonly claimed: Uint8Array;
  private readonly origins = new Map<TRow, TOrigin>();

  constructor(
    file: string,
    readonly items: readonly TExpItem[],
  ) {
    super(file, 'sonicWall');
    this.tables = new ExpTables(items);
    this.claimed = new Uint8Array(items.length);
  }

  isClaimed(item: TExpItem): boolean {
    return this.claimed[item.p] === 1;
  }

  /**
   * A model object's origin: its row's first run of items; the row's other runs are reported
   * as part of it.
   */
  origin(at: TSwAt): TOrigin {
    if (!isRow(at)) {
      this.claimed[at.p] = 1;
      return originOf(this.file, at.n);
    }
    const known = this.origins.get(at);
    if (known) return known;
    const [first = [], ...rest] = runsOf([...at.fields.values()]);
    const origin = spanOf(this.file, first);
    this.origins.set(at, origin);
    for (const item of at.fields.values()) this.claimed[item.p] = 1;
    for (const run of rest)
      this.diag.line(
        'converted',
        OBJECT_TYPE_OF[at.table] ?? 'Other',
        spanOf(this.file, run),
        'SW_PART_OF',
        `Part of ${at.table} row ${at.index}, whose entry is at ${origin.line}.`,
      );
    return origin;
  }

  /** Reports a row (every run of its items) or an item that is not a model object. */
  override report(
    status: TReportStatus,
    objectType: TObjectType,
    at: TSwAt,
    code: string,
    message: string,
    name?: string,
    effect?: TPartialEffect,
  ): void {
    if (!isRow(at)) {
      super.report(status, objectType, at, code, message, name, effect);
      return;
    }
    for (const item of at.fields.values()) this.claimed[item.p] = 1;
    for (const run of runsOf([...at.fields.values()]))
      this.diag.line(status, objectType, spanOf(this.file, run), code, message, name, effect);
  }

  /** A row not converted, and why (`problem` reads after "Not converted: "). */
  notConverted(objectType: TObjectType, row: TRow, code: string, problem: string, name?: string) {
    this.report('unsupported', objectType, row, code, `Not converted: ${problem}.`, name);
  }

  /** A built-in object nothing names: SonicOS exports hundreds. */
  unused(objectType: TObjectType, row: TRow, what: string, name: string, why = 'nothing names it') {
    this.report(
      'ignored',
      objectType,
      row,
      'SW_BUILTIN_UNUSED',
      `Built-in ${what} ${name}: ${why}.`,
      name,
    );
  }

  /** Reports items that lie next to each other as one entry. */
  reportRun(
    status: TReportStatus,
    objectType: TObjectType,
    run: readonly TExpItem[],
    code: string,
    message: string,
  ): void {
    for (const item of run) this.claimed[item.p] = 1;
    this.diag.line(status, objectType, spanOf(this.file, run), code, message);
  }
}

/** The report's object type of each table's rows. */
export const OBJECT_TYPE_OF: Readonly<Record<string, TObjectType>> = {
  iface: 'Interfaces',
  zoneObj: 'Zones',
  addrObj: 'Addresses & Address Groups',
  addrObjFqdn: 'Addresses & Address Groups',
  addro: 'Addresses & Address Groups',
  svcObj: 'Services & Service Groups',
  so: 'Services & Service Groups',
  schedObj: 'Schedules',
  policy: 'Policies',
  policyV6: 'Policies',
  natPolicy: 'NAT',
  natPolicyV6: 'NAT',
  pbrObj: 'Static Routes',
  dhdyn: 'DHCP Servers',
  dhstatic: 'DHCP Servers',
  ipsec: 'VPN IPSEC Phase1 & Phase2',
  userObj: 'Local Users & Groups',
  userGroupObj: 'Local Users & Groups',
  uo: 'Local Users & Groups',
};
