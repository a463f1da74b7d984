import type { TSourceScopes } from '../vendor-parser.js';
import type { SrxContext } from './context.js';
import { groupByWord, type TStmt } from './statements.js';

const SYSTEMS = new Set(['logical-systems', 'tenants']);

/** What the scope list calls the root (primary) logical system. */
export const ROOT_SYSTEM = 'root';

/** The root and each logical system or tenant, when the file has any besides the root. */
export function srxScopes(stmts: readonly TStmt[]): TSourceScopes | undefined {
  const names = new Set<string>();
  for (const s of stmts)
    if (SYSTEMS.has(s.words[0] ?? '') && s.inactiveAt === undefined && s.words[1])
      names.add(s.words[1]);
  names.delete(ROOT_SYSTEM);
  return names.size ? { kind: 'Logical system', names: [ROOT_SYSTEM, ...names] } : undefined;
}

/**
 * The statements of one policy domain: the root (primary logical system) by default, or the
 * logical system / tenant `name`, with its prefix taken off so it reads like a root config.
 * The other domains are reported by name, to be converted on their own.
 */
export function selectScope(ctx: SrxContext, stmts: TStmt[], name: string | undefined): TStmt[] {
  const inner = stmts.filter((s) => SYSTEMS.has(s.words[0] ?? ''));
  const names = [...new Set(inner.map((s) => s.words[1] ?? ''))];
  // An unknown name converts nothing of its own: convert() refuses it, naming the parts.
  if (name !== undefined && !names.includes(name)) return [];
  for (const [other, list] of groupByWord(inner, 1)) {
    if (other === name) continue;
    const kind = list[0]?.words[0] === 'tenants' ? 'Tenant' : 'Logical system';
    ctx.reportStmts(
      list,
      2,
      'ignored',
      'System',
      'JUNOS_OTHER_LSYS',
      `${kind} ${other} is its own policy domain: convert it separately (choose it as the VDOM).`,
      other,
    );
  }
  if (name === undefined) return stmts.filter((s) => !SYSTEMS.has(s.words[0] ?? ''));
  const root = stmts.filter((s) => !SYSTEMS.has(s.words[0] ?? ''));
  const ownInterfaces = new Set(
    inner.filter((s) => s.words[1] === name && s.words[2] === 'interfaces').map((s) => s.words[3]),
  );
  // The physical ports of the logical system's units are defined at the root.
  const ports = root.filter(
    (s) => s.words[0] === 'interfaces' && ownInterfaces.has(s.words[1]) && s.words[2] !== 'unit',
  );
  const rest = root.filter((s) => !ports.includes(s));
  ctx.reportStmts(
    rest,
    1,
    'ignored',
    'System',
    'JUNOS_ROOT_LSYS',
    `Belongs to the root logical system: this conversion is of ${name}.`,
  );
  const mine = inner
    .filter((s) => s.words[1] === name)
    .map((s) => ({
      ...s,
      words: s.words.slice(2),
      frames: s.frames.map((f) => ({ ...f, depth: f.depth - 2 })),
    }));
  return [...ports, ...mine];
}
