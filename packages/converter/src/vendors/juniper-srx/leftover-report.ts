import type { TObjectType, TReportStatus } from '../../report/report-types.js';
import type { SrxContext } from './context.js';
import type { TLeftoverTable } from '../toolkit/leftovers.js';
import { LEFTOVERS } from './leftovers.js';
import type { TFrame, TStmt } from './statements.js';

/** How an unread statement is reported: by its row of the leftovers table, or as not read. */
interface TReason {
  status: TReportStatus;
  objectType: TObjectType;
  code: string;
  why: string;
  /** Words of the path the reason is for. */
  depth: number;
}

/** A `security` statement no row names: not read, though its part of the file is. */
const UNREAD_SECURITY: TReason = {
  status: 'unrecognised',
  objectType: 'Other',
  code: 'JUNOS_UNRECOGNISED',
  why: 'A security statement the Junos parser does not read.',
  depth: 1,
};

function reasonOf(
  words: readonly string[],
  tables: readonly TLeftoverTable[],
): TReason | undefined {
  for (const table of tables) {
    const row = table.find(words);
    if (!row) continue;
    const { status, objectType, why } = row;
    return {
      status,
      objectType,
      why,
      code: table.codeOf(row),
      depth: row.path.split(' ').length,
    };
  }
  return words[0] === 'security' ? UNREAD_SECURITY : undefined;
}

/** Depth of the entry an unconverted statement is grouped into: its row's path, plus a name. */
const NAMED = new Set([
  'user',
  'file',
  'ids-option',
  'group',
  'policy-statement',
  'prefix-list',
  'filter',
  'rule-set',
  'area',
  'pool',
]);

/**
 * Reports every statement no module read, grouped by rule and by object, so each line of the
 * file is accounted for with a reason: the first of `tables` with a row for it decides (the
 * Junos firewall-filter reader puts its own table before this one).
 */
export function reportLeftovers(
  ctx: SrxContext,
  stmts: TStmt[],
  tables: readonly TLeftoverTable[] = [LEFTOVERS],
): void {
  const left = stmts.filter((s) => !ctx.claims.has(s));
  let run:
    { key: string; stmts: TStmt[]; reason?: TReason; depth: number; frame?: TFrame } | undefined;
  const flush = () => {
    if (!run) return;
    const { reason: r, depth } = run;
    const name = run.stmts[0]?.words.slice(0, depth).join(' ');
    if (r) ctx.reportStmts(run.stmts, depth, r.status, r.objectType, r.code, r.why, name);
    else
      ctx.reportStmts(
        run.stmts,
        depth,
        'unrecognised',
        'Other',
        'UNRECOGNISED_LINE',
        'No rule of the Junos parser understands this statement.',
        name,
      );
    run = undefined;
  };
  for (const stmt of left) {
    const r = reasonOf(stmt.words, tables);
    let depth = Math.min((r?.depth ?? 1) + 1, stmt.words.length);
    if (NAMED.has(stmt.words[depth - 1] ?? '') && stmt.words.length > depth) depth += 1;
    const key = `${stmt.words.slice(0, depth).join(' ')}|${r?.why ?? ''}`;
    const prevLine = run?.stmts[run.stmts.length - 1]?.line ?? -2;
    const frame = stmt.frames.find((f) => f.depth === depth);
    const apart = frame ? frame !== run?.frame : stmt.line - prevLine > 1;
    if (!run || run.key !== key || apart) {
      flush();
      run = { key, stmts: [stmt], ...(r ? { reason: r } : {}), depth, ...(frame ? { frame } : {}) };
    } else run.stmts.push(stmt);
  }
  flush();
}
