import type { TObjectType } from '../../report/report-types.js';
import type { SonicWallContext } from './context.js';
import { isUserDefined } from './refs.js';
import { field, type TRow } from './tables.js';

/** One membership row: `<x>_atomToGrp_N` (member) with `<x>_grpToGrp_N` (group), same N. */
export interface TMembership {
  member: string;
  group: string;
  row: TRow;
}

/** Group -> its membership rows in index order (reference §3: pair by index). */
export function membershipsOf(ctx: SonicWallContext, table: string): Map<string, TMembership[]> {
  const byGroup = new Map<string, TMembership[]>();
  for (const row of ctx.tables.rows(table)) {
    const member = field(row, 'atomToGrp');
    const group = field(row, 'grpToGrp');
    const list = byGroup.get(group) ?? [];
    list.push({ member, group, row });
    byGroup.set(group, list);
  }
  return byGroup;
}

/** The names and every member of the groups among them, transitively. */
export function withMembers(
  names: Iterable<string>,
  memberships: ReadonlyMap<string, readonly TMembership[]>,
): Set<string> {
  const out = new Set<string>();
  const queue = [...names];
  while (queue.length) {
    const name = queue.pop() as string;
    if (out.has(name)) continue;
    out.add(name);
    for (const m of memberships.get(name) ?? []) queue.push(m.member);
  }
  return out;
}

/**
 * Reports each membership row by what became of its group: converted with it, or beside the
 * group's own entry when the group was not converted (`fate` says how).
 */
export function reportMemberships(
  ctx: SonicWallContext,
  memberships: ReadonlyMap<string, readonly TMembership[]>,
  converted: (group: string) => boolean,
  fate: (group: string) => { status: 'ignored' | 'unsupported' | 'unrecognised'; why: string },
): void {
  for (const [group, list] of memberships)
    for (const { member, row } of list) {
      const objectType =
        row.table === 'uo'
          ? 'Local Users & Groups'
          : row.table === 'so'
            ? 'Services & Service Groups'
            : 'Addresses & Address Groups';
      if (converted(group))
        ctx.report(
          'converted',
          objectType,
          row,
          'SW_MEMBER',
          `${member} is a member of ${group}.`,
          group,
        );
      else {
        const { status, why } = fate(group);
        ctx.report(
          status,
          objectType,
          row,
          'SW_MEMBER',
          `Member ${member} of ${group}: ${why}`,
          group,
        );
      }
    }
}

export interface TGroupSet {
  objectType: 'Addresses & Address Groups' | 'Services & Service Groups' | 'Local Users & Groups';
  /** The model list leaf members are found in. */
  leaves: 'addresses' | 'services' | 'users';
  /** Group name -> its row. */
  groups: ReadonlyMap<string, TRow>;
  memberships: ReadonlyMap<string, readonly TMembership[]>;
  /** Leaf objects not converted -> why. */
  problems: ReadonlyMap<string, string>;
  /** Every object name of the export (converted or not). */
  known: ReadonlySet<string>;
  /** Puts a group whose members all convert into the model. */
  push(name: string, members: string[], row: TRow): void;
}

/**
 * Converts groups whose every member converts (nested groups first) and reports the others
 * with the first member that does not, then each membership row by its group.
 */
export function resolveGroups(ctx: SonicWallContext, set: TGroupSet): void {
  const state = new Map<string, string | null>();
  const leaf = (name: string) =>
    set.leaves === 'users'
      ? ctx.model.users.some((u) => u.name === name)
      : ctx.names.has(set.leaves, name);
  const resolve = (name: string, path: Set<string>): string | null => {
    const known = state.get(name);
    if (known !== undefined) return known;
    const row = set.groups.get(name);
    if (!row) {
      const problem = set.problems.get(name);
      if (problem) return `member ${name} is not converted (${problem})`;
      return leaf(name) ? null : `member ${name} is not defined in the export`;
    }
    if (path.has(name)) return `it contains itself through ${[...path].join(' > ')}`;
    path.add(name);
    const members = (set.memberships.get(name) ?? []).map((m) => m.member);
    let problem: string | null = members.length ? null : 'a group with no member in the export';
    for (const member of members) problem ??= resolve(member, path);
    path.delete(name);
    state.set(name, problem);
    if (problem === null) set.push(name, [...new Set(members)], row);
    else
      ctx.report(
        'unsupported',
        set.objectType,
        row,
        'SW_GROUP_NOT_CONVERTED',
        `Not converted: ${problem}.`,
        name,
      );
    return problem;
  };
  for (const name of set.groups.keys()) resolve(name, new Set());
  reportMemberships(
    ctx,
    set.memberships,
    (group) => state.get(group) === null,
    (group) =>
      state.has(group)
        ? { status: 'unsupported', why: 'its group is not converted (see the group).' }
        : set.known.has(group)
          ? { status: 'ignored', why: 'its group is a built-in group nothing names.' }
          : { status: 'unrecognised', why: 'the group is not defined in the export.' },
  );
}

/**
 * Sorts an object table's rows: built-in objects nothing names are reported, groups (`Type` =
 * `groupType`) are returned by name, the rest to be built. Needed: user-defined objects and
 * those named (`referenced`), with every member of a needed group.
 */
export function triage(
  ctx: SonicWallContext,
  rows: readonly TRow[],
  options: {
    referenced: Iterable<string>;
    memberships: ReadonlyMap<string, readonly TMembership[]>;
    groupType: string;
    objectType: TObjectType;
    what: string;
  },
): { groups: Map<string, TRow>; leaves: TRow[]; needed: Set<string> } {
  const own = rows.filter((r) => isUserDefined(field(r, 'Properties'))).map((r) => field(r, 'Id'));
  const needed = withMembers([...options.referenced, ...own], options.memberships);
  const groups = new Map<string, TRow>();
  const leaves: TRow[] = [];
  for (const row of rows) {
    const name = field(row, 'Id');
    if (!needed.has(name)) ctx.unused(options.objectType, row, options.what, name);
    else if (field(row, 'Type') === options.groupType) groups.set(name, row);
    else leaves.push(row);
  }
  return { groups, leaves, needed };
}
