import type { TSourceParts } from '../vendor-parser.js';
import type { SrxContext } from './context.js';
import { groupByWord, type TFrame, type TStmt } from './statements.js';

const SYSTEMS = new Set(['logical-systems', 'tenants']);

/** What the list of parts calls the root (primary) logical system. */
export const ROOT_SYSTEM = 'root';

/**
 * The root and each logical system or tenant, when the file has any besides the root: in file
 * order, except that the part converted by default (`first`) comes first.
 */
export function srxParts(stmts: readonly TStmt[], first = ROOT_SYSTEM): TSourceParts | undefined {
  const names = new Set<string>([first, ROOT_SYSTEM]);
  for (const s of stmts)
    if (SYSTEMS.has(s.words[0] ?? '') && s.inactiveAt === undefined && s.words[1])
      names.add(s.words[1]);
  return names.size > 1 ? { kind: 'Logical system', names: [...names] } : undefined;
}

/** A statement of a security policy (zone pair or global), relative to its part's root. */
const isPolicy = (w: readonly string[], at: number): boolean =>
  w[at] === 'security' &&
  w[at + 1] === 'policies' &&
  ((w[at + 2] === 'from-zone' && w[at + 6] === 'policy') ||
    (w[at + 2] === 'global' && w[at + 3] === 'policy'));

/** The parts that hold security policies, in file order, with their first policy statement. */
export function policyParts(stmts: readonly TStmt[]): Map<string, TStmt> {
  const parts = new Map<string, TStmt>();
  for (const s of stmts) {
    const inner = SYSTEMS.has(s.words[0] ?? '');
    const name = inner ? (s.words[1] ?? '') : ROOT_SYSTEM;
    if (!parts.has(name) && isPolicy(s.words, inner ? 2 : 0)) parts.set(name, s);
  }
  return parts;
}

/**
 * Says which part is converted when it is not the only one that holds policies (issue 17 item
 * 5e): an output without policies is never to pass for a conversion of the file's rules.
 * `defaulted` when no part was asked for and the root has none, so the first part with
 * policies was taken.
 */
export function reportPolicyParts(
  ctx: SrxContext,
  chosen: string,
  parts: ReadonlyMap<string, TStmt>,
  defaulted: boolean,
): void {
  const others = [...parts].filter(([name]) => name !== chosen);
  const names = others.map(([name]) => name).join(', ');
  const at = (stmt: TStmt) => ({ file: ctx.file, line: stmt.line, endLine: stmt.line });
  const own = parts.get(chosen);
  if (defaulted && own)
    ctx.report(
      'partial',
      'Policies',
      at(own),
      'JUNOS_DEFAULT_PART',
      `The root logical system holds no security policy: ${chosen}, the first part that does, is converted${others.length === 1 ? `; ${names} also holds policies: convert it on its own` : others.length ? `; ${names} also hold policies: convert each on its own` : ''}.`,
      chosen,
    );
  else if (!own && others[0])
    ctx.report(
      'partial',
      'Policies',
      at(others[0][1]),
      'JUNOS_PART_NO_POLICIES',
      `${chosen === ROOT_SYSTEM ? 'The root logical system' : chosen} holds no security policy: the output has none. The policies are in ${names}: convert that part.`,
      chosen,
    );
}

/**
 * The statements of one policy domain: the root (primary logical system) by default, or the
 * logical system / tenant `name`, with its prefix taken off so it reads like a root config.
 * The other domains are reported by name, to be converted on their own.
 */
export function selectPart(ctx: SrxContext, stmts: TStmt[], name: string | undefined): TStmt[] {
  const inner = stmts.filter((s) => SYSTEMS.has(s.words[0] ?? ''));
  const names = [...new Set(inner.map((s) => s.words[1] ?? ''))];
  // An unknown name converts nothing of its own: convert() refuses it, naming the parts.
  if (name !== undefined && name !== ROOT_SYSTEM && !names.includes(name)) return [];
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
  if (name === undefined || name === ROOT_SYSTEM)
    return stmts.filter((s) => !SYSTEMS.has(s.words[0] ?? ''));
  const root = stmts.filter((s) => !SYSTEMS.has(s.words[0] ?? ''));
  const ownInterfaces = new Set(
    inner.filter((s) => s.words[1] === name && s.words[2] === 'interfaces').map((s) => s.words[3]),
  );
  // The physical ports of the logical system's units are defined at the root.
  const ports = root.filter(
    (s) => s.words[0] === 'interfaces' && ownInterfaces.has(s.words[1]) && s.words[2] !== 'unit',
  );
  const isPort = new Set(ports);
  const rest = root.filter((s) => !isPort.has(s));
  ctx.reportStmts(
    rest,
    1,
    'ignored',
    'System',
    'JUNOS_ROOT_LSYS',
    `Belongs to the root logical system: this conversion is of ${name}.`,
  );
  // Frames shift once each, and statements of one container keep sharing them (the report
  // groups leftover statements by their frame).
  const shifted = new Map<TFrame, TFrame>();
  const lists = new Map<TFrame[], TFrame[]>();
  const shift = (frames: TFrame[]): TFrame[] => {
    let out = lists.get(frames);
    if (!out) {
      out = frames.map((f) => {
        let g = shifted.get(f);
        if (!g) shifted.set(f, (g = { ...f, depth: f.depth - 2 }));
        return g;
      });
      lists.set(frames, out);
    }
    return out;
  };
  const mine = inner
    .filter((s) => s.words[1] === name)
    .map((s) => ({ ...s, words: s.words.slice(2), frames: shift(s.frames) }));
  return [...ports, ...mine];
}
