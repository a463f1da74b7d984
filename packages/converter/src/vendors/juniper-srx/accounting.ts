import type { TConfigModel } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import type { SrxContext } from './context.js';
import type { TAside, TStmt } from './statements.js';

function modelOrigins(model: TConfigModel): TOrigin[] {
  return [
    ...model.interfaces,
    ...model.zones,
    ...model.addresses.filter((a) => !a.generated),
    ...model.addressGroups,
    ...model.services.filter((s) => !s.generated),
    ...model.serviceGroups,
    ...model.schedules,
    ...model.policies,
    ...model.nat,
    ...model.ipPools,
    ...model.routes,
    ...model.phase1,
    ...model.phase2,
    ...model.dhcpServers,
    ...(model.dns ? [model.dns] : []),
  ].map((o) => o.origin);
}

/** Consecutive numbers as [first, last] runs. */
function runs(lines: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const n of [...new Set(lines)].sort((a, b) => a - b)) {
    const last = out[out.length - 1];
    if (last && n === last[1] + 1) last[1] = n;
    else out.push([n, n]);
  }
  return out;
}

/**
 * The last accounting pass: statements read into an object whose range does not reach them
 * (set-format lines spread through the file, inherited group lines), inactive statements,
 * captured noise and the braces of the hierarchy each get an entry.
 */
export function accountForLines(
  ctx: SrxContext,
  stmts: TStmt[],
  inactive: TStmt[],
  asides: TAside[],
): void {
  for (const [key, list] of groupBy(inactive, (s) =>
    s.words.slice(0, s.inactiveAt ?? 0).join(' '),
  )) {
    ctx.reportStmts(
      list,
      list[0]?.inactiveAt ?? 0,
      'ignored',
      'Other',
      'JUNOS_INACTIVE',
      'Inactive (inactive: / deactivate): not converted, as Junos does not apply it.',
      key,
    );
    const commands = [
      ...new Set(list.map((s) => s.deactivateLine).filter((n): n is number => n !== undefined)),
    ];
    for (const n of commands)
      ctx.report(
        'ignored',
        'Other',
        { file: ctx.file, line: n, endLine: n },
        'JUNOS_DEACTIVATE',
        `deactivate ${key}: its statements are not converted.`,
        key,
      );
  }
  const covered = new Set<number>();
  const cover = (o: TOrigin) => {
    for (let n = o.line; n <= o.endLine; n += 1) covered.add(n);
  };
  modelOrigins(ctx.model).forEach(cover);
  ctx.diag.lines.forEach((e) => cover(e.origin));
  const loose = stmts.filter((s) => !covered.has(s.line) && ctx.claims.has(s));
  for (const [label, list] of groupBy(loose, (s) => ctx.claims.get(s)?.label ?? '')) {
    const type = ctx.claims.get(list[0] as TStmt)?.objectType ?? 'Other';
    for (const [first, last] of runs(list.map((s) => s.line)))
      ctx.report(
        'converted',
        type,
        { file: ctx.file, line: first, endLine: last },
        'JUNOS_PART_OF',
        `Read into ${label} (see its entry).`,
      );
    list.forEach((s) => covered.add(s.line));
  }
  const notes: Record<TAside['kind'], [string, string]> = {
    noise: ['CAPTURE_NOISE', 'A CLI prompt or pager line captured with the configuration.'],
    annotation: ['JUNOS_ANNOTATION', 'An annotation (comment) of the configuration.'],
    command: ['JUNOS_COMMAND', 'A configuration command other than set / deactivate: not applied.'],
    structure: ['JUNOS_STRUCTURE', 'Braces of the configuration hierarchy.'],
  };
  for (const aside of asides) {
    if (covered.has(aside.line)) continue;
    const [code, message] = notes[aside.kind];
    ctx.report(
      aside.kind === 'command' ? 'unsupported' : 'ignored',
      'Other',
      { file: ctx.file, line: aside.line, endLine: aside.line },
      code,
      message,
    );
    covered.add(aside.line);
  }
  const frames = stmts.flatMap((s) => s.frames.flatMap((f) => [f.line, f.end]));
  for (const [first, last] of runs(frames.filter((n) => !covered.has(n))))
    ctx.report(
      'ignored',
      'Other',
      { file: ctx.file, line: first, endLine: last },
      'JUNOS_STRUCTURE',
      'Container headings and braces of the hierarchy.',
    );
}

function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item);
    const found = out.get(k);
    if (found) found.push(item);
    else out.set(k, [item]);
  }
  return out;
}
