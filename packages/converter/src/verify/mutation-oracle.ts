/**
 * The mutation test's judge of whether a mutant changed behaviour at all, independent of the
 * search the verifier runs: concrete packets (corners of the changed rules, each field then
 * varied over every boundary any rule has) evaluated first-match on the original output and
 * on the mutant. A packet decided apart proves the mutant is not equivalent; finding none
 * makes it an equivalent mutant (not counted). Test support only.
 */
import type { TConfigModel } from '../model/ir.js';
import type { TRawPacket } from './encode.js';
import { decide, ruleMatches } from './evaluate.js';
import type { TFlatRule } from './flatten.js';
import { flattenPolicies, newFlattenContext } from './flatten.js';
import { contains, intersect, type TIntervals } from './intervals.js';
import { RouteTable, type TRoute } from './routes.js';
import { snatSide } from './snat-side.js';
import type { TServiceBox } from './resolve-services.js';
import { ADDRESS_TOP, IPV4_TOP, OTHER_INTERFACE, PORT_PROTOCOLS } from './space.js';

type TField = 'src' | 'dst' | 'protocol' | 'sport' | 'dport';

/** Interval ends and their neighbours: where first-match decisions can change. */
function edges(sets: TIntervals[], top: number): number[] {
  const out = new Set<number>();
  for (const set of sets)
    for (const [low, high] of set.slice(0, 16))
      for (const v of [low, high, low - 1, high + 1, Math.floor((low + high) / 2)])
        if (v >= 0 && v <= top) out.add(v);
  return [...out];
}

/** A service box all `focus` rules share, if any. */
function jointBox(focus: TFlatRule[]): TServiceBox | undefined {
  const meet = (a: TServiceBox, b: TServiceBox): TServiceBox | undefined => {
    const proto = [Math.max(a.proto[0], b.proto[0]), Math.min(a.proto[1], b.proto[1])] as const;
    const sport = [Math.max(a.sport[0], b.sport[0]), Math.min(a.sport[1], b.sport[1])] as const;
    const dport = intersect(a.dport, b.dport);
    return proto[0] <= proto[1] && sport[0] <= sport[1] && dport.length
      ? { proto, sport, dport }
      : undefined;
  };
  // TCP, UDP and ICMP first: the boxes most rules are about.
  const rank = (box: TServiceBox) =>
    [6, 17, 1].findIndex((p) => box.proto[0] <= p && p <= box.proto[1]) >>> 0;
  const starts = [...(focus[0]?.services ?? [])].sort((a, b) => rank(a) - rank(b));
  for (const start of starts) {
    let box: TServiceBox | undefined = start;
    for (const rule of focus.slice(1)) {
      const current: TServiceBox = box;
      box = rule.services.map((other) => meet(current, other)).find((m) => m !== undefined);
      if (!box) break;
    }
    if (box) return box;
  }
  return undefined;
}

/** Candidate packets around `focus` (rules whose shared packets matter), varied over `all`. */
function candidates(
  focus: TFlatRule[],
  all: TFlatRule[],
  domain: TIntervals,
  routes?: RouteTable,
): TRawPacket[] {
  const names = new Set<string>([OTHER_INTERFACE]);
  for (const r of all)
    for (const s of [r.srcIntf, r.dstIntf]) if (s !== 'any') s.forEach((n) => names.add(n));
  const common = (pick: (r: TFlatRule) => 'any' | readonly string[]) =>
    [...names].filter((n) =>
      focus.every((r) => pick(r) === 'any' || (pick(r) as string[]).includes(n)),
    );
  const joint = (pick: (r: TFlatRule) => TIntervals): TIntervals =>
    focus.reduce<TIntervals>((acc, r) => intersect(acc, pick(r)), [[0, ADDRESS_TOP]]);
  const box = jointBox(focus);
  const src = joint((r) => r.src)[0]?.[0];
  const si = common((r) => r.srcIntf);
  const di = common((r) => r.dstIntf);
  if (src === undefined || !box || !si[0] || !di[0]) return [];
  // Destinations of the rules that can leave by one of their egress interfaces.
  const egressOf = (dst: number) =>
    routes && dst <= IPV4_TOP
      ? routes.egressOf(dst).map((name) => (names.has(name) ? name : OTHER_INTERFACE))
      : di;
  const dsts = joint((r) => r.dst);
  const cuts = routes ? routes.segments.map((segment) => segment.low) : [];
  const dstChoices = [
    ...edges([dsts], ADDRESS_TOP),
    ...cuts.filter((cut) => contains(dsts, cut)),
  ].filter((dst) => contains(dsts, dst));
  const bases: TRawPacket[] = [];
  for (const dst of dstChoices) {
    const dstIntf = egressOf(dst).find((name) => di.includes(name));
    if (dstIntf === undefined) continue;
    const protocol = [6, 17, 1].find((p) => box.proto[0] <= p && p <= box.proto[1]) ?? box.proto[0];
    bases.push({
      srcIntf: si[0],
      dstIntf,
      src,
      dst,
      protocol,
      sport: PORT_PROTOCOLS.includes(protocol) ? Math.max(1, box.sport[0]) : box.sport[0],
      dport: PORT_PROTOCOLS.includes(protocol)
        ? Math.max(1, box.dport[0]?.[0] ?? 1)
        : (box.dport[0]?.[0] ?? 0),
      conditions: new Set(),
    });
    if (bases.length >= 3) break;
  }
  const values: Record<TField, number[]> = {
    src: edges(
      all.map((r) => r.src),
      ADDRESS_TOP,
    ),
    dst: edges(
      all.map((r) => r.dst),
      ADDRESS_TOP,
    ),
    protocol: [...new Set(all.flatMap((r) => r.services.flatMap((b) => [b.proto[0], b.proto[1]])))],
    sport: edges(
      all.flatMap((r) => r.services.map((b) => [b.sport])),
      65535,
    ),
    dport: edges(
      all.flatMap((r) => r.services.map((b) => b.dport)),
      65535,
    ),
  };
  const out: TRawPacket[] = [];
  const add = (p: TRawPacket) => {
    if (PORT_PROTOCOLS.includes(p.protocol) && (p.sport < 1 || p.dport < 1)) return;
    if (!contains(domain, p.src) || !contains(domain, p.dst)) return;
    const egress = routes && p.dst <= 2 ** 32 - 1 ? routes.egressOf(p.dst) : undefined;
    if (!egress) return void out.push(p);
    for (const name of egress)
      out.push({ ...p, dstIntf: names.has(name) ? name : OTHER_INTERFACE });
  };
  for (const base of bases) {
    add(base);
    for (const field of Object.keys(values) as TField[])
      for (const v of values[field]) add({ ...base, [field]: v });
    for (const s of names) add({ ...base, srcIntf: s });
  }
  return out;
}

/** The packet with no condition holding, all, each alone, and all but each. */
function withConditions(packet: TRawPacket, count: number): TRawPacket[] {
  const ids = [...Array(count).keys()];
  return [
    [],
    ids,
    ...ids.slice(0, 8).flatMap((id) => [[id], ids.filter((other) => other !== id)]),
  ].map((held) => ({ ...packet, conditions: new Set(held) }));
}

/** Whether the mutant decides some packet otherwise than the original (filter). */
export function filterDiffers(
  original: TConfigModel,
  mutant: TConfigModel,
  ids: string[],
  routes?: TRoute[],
): boolean {
  const context = newFlattenContext();
  const a = flattenPolicies(original, { side: 'target', context });
  const b = flattenPolicies(mutant, { side: 'target', context });
  const table = routes ? new RouteTable(routes) : undefined;
  const all = [...a.rules, ...b.rules];
  const pairs = [a.rules, b.rules].map((rules) => rules.filter((r) => ids.includes(r.id)));
  const count = context.conditions.labels.length;
  const focusSets = [...pairs, ...pairs.flatMap((rules) => rules.map((r) => [r]))].filter(
    (f) => f.length > 0,
  );
  for (const focus of focusSets)
    for (const packet of candidates(focus, all, context.atoms.domain(), table))
      for (const p of withConditions(packet, count))
        if (
          decide(a.rules, a.defaultAction, p).action !== decide(b.rules, b.defaultAction, p).action
        )
          return true;
  return false;
}

/** Whether the mutant translates the source of some packet the original accepts otherwise. */
export function sourceNatDiffers(
  original: TConfigModel,
  mutant: TConfigModel,
  routes?: TRoute[],
): boolean {
  const context = newFlattenContext();
  const a = snatSide(original, { side: 'target', context });
  const b = snatSide(mutant, { side: 'target', context });
  const filter = flattenPolicies(original, { side: 'target', context });
  const table = routes ? new RouteTable(routes) : undefined;
  const all = [...a.entries, ...b.entries].map((e) => e.rule);
  const valueOf = (entries: typeof a.entries, p: TRawPacket) =>
    entries.find((e) => ruleMatches(e.rule, p))?.value ?? 'none';
  for (const focus of all)
    for (const p of candidates([focus], [...all, ...filter.rules], context.atoms.domain(), table)) {
      const [x, y] = [valueOf(a.entries, p), valueOf(b.entries, p)];
      if (x === 'unknown' || y === 'unknown') continue;
      if (x !== y && decide(filter.rules, filter.defaultAction, p).action === 'accept') return true;
    }
  return false;
}
