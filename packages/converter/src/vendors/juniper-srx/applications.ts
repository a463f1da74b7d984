import type { TPortRange, TServiceTerm } from '../../model/ir.js';
import type { SrxContext } from './context.js';
import {
  ICMP_TYPES,
  PORT_NAMES,
  PREDEFINED_APPLICATIONS,
  PROTOCOLS,
} from './predefined-applications.js';
import { groupByWord, under, type TStmt } from './statements.js';

/** Leaves that tune a session, not what it matches. */
const SESSION_ONLY = new Set(['inactivity-timeout', 'description', 'uuid']);

/** `80`, `1024-65535`, `http`, `0` (any); undefined when unreadable. */
export function portRange(text: string): TPortRange | undefined {
  const named = PORT_NAMES[text];
  if (named !== undefined) return [named, named];
  const m = /^(\d+)(?:-(\d+))?$/.exec(text);
  if (!m) return undefined;
  const low = Number(m[1]);
  const high = m[2] === undefined ? low : Number(m[2]);
  if (low > high || high > 65535) return undefined;
  return low === 0 && high === 0 ? [1, 65535] : [Math.max(low, 1), high];
}

/** The terms of one application (or one `term`); a string is why it cannot convert. */
function termOf(leaves: string[][]): TServiceTerm | string {
  const get = (key: string) => leaves.find((l) => l[0] === key)?.[1];
  const proto = get('protocol');
  if (proto === undefined) return 'it has no protocol';
  const number = PROTOCOLS[proto] ?? (/^\d+$/.test(proto) ? Number(proto) : undefined);
  if (number === undefined) return `protocol ${proto} is not known`;
  if (number === 6 || number === 17 || number === 132) {
    const dst = get('destination-port') ?? '0';
    const src = get('source-port');
    const d = portRange(dst);
    const s = src === undefined ? undefined : portRange(src);
    if (!d || (src !== undefined && !s)) return `port ${dst} is not readable`;
    const protocol = number === 6 ? 'tcp' : number === 17 ? 'udp' : 'sctp';
    return { protocol, dst: [d], ...(s && (s[0] > 1 || s[1] < 65535) ? { src: [s] } : {}) };
  }
  if (number === 1 || number === 58) {
    const typeWord = get('icmp-type') ?? get('icmp6-type');
    const codeWord = get('icmp-code') ?? get('icmp6-code');
    const type = typeWord === undefined ? undefined : (ICMP_TYPES[typeWord] ?? Number(typeWord));
    const code = codeWord === undefined ? undefined : Number(codeWord);
    if (
      (type !== undefined && !Number.isInteger(type)) ||
      (code !== undefined && !Number.isInteger(code))
    )
      return 'its ICMP type or code is not readable';
    return {
      protocol: number === 1 ? 'icmp' : 'icmp6',
      ...(type !== undefined ? { type } : {}),
      ...(code !== undefined ? { code } : {}),
    };
  }
  return { protocol: 'ip', number };
}

/**
 * `applications`: custom applications (single or multi-term) become services, application
 * sets service groups. Predefined `junos-*` applications come from a table, made on first use.
 */
export function readApplications(ctx: SrxContext, stmts: TStmt[]): void {
  const apps = under(stmts, ['applications', 'application']);
  for (const [name, list] of groupByWord(apps, 2)) {
    const origin = ctx.rangeOf(list, 3);
    const leaves = list.map((s) => s.words.slice(3));
    const termed = leaves.filter((l) => l[0] === 'term');
    const groups = termed.length
      ? [
          ...groupByWord(
            list.filter((s) => s.words[3] === 'term'),
            4,
          ).values(),
        ].map((g) => g.map((s) => s.words.slice(5)))
      : [leaves];
    const terms = groups.map(termOf);
    const bad = terms.find((t): t is string => typeof t === 'string');
    if (bad) {
      ctx.reportStmts(
        list,
        3,
        'unsupported',
        'Services & Service Groups',
        'JUNOS_APPLICATION_UNREADABLE',
        `Application ${name} is not converted: ${bad}.`,
        name,
      );
      continue;
    }
    const description = leaves.find((l) => l[0] === 'description')?.[1];
    ctx.model.services.push({
      name,
      origin,
      terms: terms as TServiceTerm[],
      ...(description ? { comment: description } : {}),
    });
    ctx.claim(list, 'Services & Service Groups', `application ${name}`);
    const alg = leaves.find((l) => l.includes('application-protocol'));
    if (alg)
      ctx.note(
        'services',
        name,
        'partial',
        'JUNOS_ALG',
        `application-protocol ${alg[alg.indexOf('application-protocol') + 1] ?? ''} (ALG) is not carried: FortiOS picks session helpers by port.`,
      );
    const ignored = leaves.filter((l) =>
      SESSION_ONLY.has(l[0] === 'term' ? (l[2] ?? '') : (l[0] ?? '')),
    );
    if (ignored.some((l) => l.includes('inactivity-timeout')))
      ctx.note(
        'services',
        name,
        'partial',
        'JUNOS_TIMEOUT',
        'inactivity-timeout is not carried: set session-ttl on the FortiOS service if needed.',
      );
  }
  const sets = under(stmts, ['applications', 'application-set']);
  for (const [name, list] of groupByWord(sets, 2)) {
    const members = list
      .filter((s) => s.words[3] === 'application' || s.words[3] === 'application-set')
      .map((s) => s.words[4] ?? '');
    ctx.model.serviceGroups.push({ name, origin: ctx.rangeOf(list, 3), members });
    ctx.claim(list, 'Services & Service Groups', `application-set ${name}`);
  }
}

/** Makes the predefined applications that policies, sets and NAT name (once each). */
export function addPredefinedApplications(ctx: SrxContext, names: Iterable<string>): void {
  const have = new Set([...ctx.model.services, ...ctx.model.serviceGroups].map((s) => s.name));
  const origin = { file: ctx.file, line: 1, endLine: 1 };
  const pending = [...names];
  while (pending.length) {
    const name = pending.pop() ?? '';
    if (have.has(name)) continue;
    const terms = PREDEFINED_APPLICATIONS[name];
    if (!terms) continue;
    have.add(name);
    ctx.model.services.push({ name, origin, generated: true, terms });
  }
  for (const group of ctx.model.serviceGroups)
    for (const member of group.members)
      if (!have.has(member) && PREDEFINED_APPLICATIONS[member])
        addPredefinedApplications(ctx, [member]);
}
