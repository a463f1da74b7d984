/**
 * First-match equivalence of two flat rule lists (interface names already in target names).
 *
 * 1. Rules that match nothing are dropped; the longest common prefix and, with equal defaults,
 *    suffix of pairwise equal rules (equal keys and actions) are set aside. Nothing left in
 *    between: equivalent, with no search (the one-to-one conversion case).
 * 2. The same per arrival interface: rules for different interfaces never compete, so a
 *    conversion may regroup them. Interfaces whose rules align need nothing more.
 * 3. For the others, candidate packets (probe.ts); then decision diagrams restricted to U: the
 *    packets the middle rules can match (everything, when the defaults differ), that exist,
 *    arrive on the interface and, with routes, leave by an interface their route names.
 *    Outside U both sides reach the common suffix and decide alike; inside U, prefix rules
 *    decide alike. So the difference is (decisionS xor decisionT) & U minus the prefix rules.
 *    Empty = equivalent; otherwise one packet of it is confirmed by concrete evaluation.
 * The diagram has a node limit (`maxWork`): reaching it answers `unknown`, never a guess.
 */
import { Bdd, BddLimitError, FALSE } from './bdd.js';
import type { TRawPacket } from './encode.js';
import { PacketEncoder } from './encode.js';
import type { TDecision, TPacket } from './evaluate.js';
import { decide, readablePacket } from './evaluate.js';
import { probe } from './probe.js';
import { relevanceFilter } from './relevance.js';
import type { RouteTable } from './routes.js';
import type { TFlatRule } from './flatten.js';
import type { AtomRegistry, ConditionRegistry } from './space.js';
import { OTHER_INTERFACE } from './space.js';

export interface TRuleList {
  rules: readonly TFlatRule[];
  defaultAction: 'accept' | 'deny';
}

export interface TEquivalenceOptions {
  atoms: AtomRegistry;
  conditions: ConditionRegistry;
  /** With routes, a packet leaves only by an interface its route names. */
  routes?: RouteTable;
  /** Decision-diagram node limit. */
  maxWork?: number;
  /** Try cheap candidate packets before the search (default true; tests turn it off). */
  probe?: boolean;
}

export type TEquivalence =
  | { equivalent: true; searched: boolean }
  | { equivalent: false; packet: TPacket; source: TDecision; target: TDecision }
  | { equivalent: 'unknown'; reason: string };

export const DEFAULT_MAX_WORK = 2_000_000;

const sameRule = (a: TFlatRule, b: TFlatRule) => a.key === b.key && a.action === b.action;

/** Packets arriving on one interface (`srcIntf`) or on any, and the rules that can match them. */
interface TPart {
  srcIntf?: string;
  s: readonly TFlatRule[];
  t: readonly TFlatRule[];
}

/** The rules left between the longest common prefix and (equal defaults) suffix. */
function middleOf(part: TPart, sameDefault: boolean) {
  const { s, t } = part;
  let prefix = 0;
  const both = Math.min(s.length, t.length);
  while (prefix < both && sameRule(s[prefix] as TFlatRule, t[prefix] as TFlatRule)) prefix += 1;
  let suffix = 0;
  while (
    sameDefault &&
    suffix < both - prefix &&
    sameRule(s[s.length - 1 - suffix] as TFlatRule, t[t.length - 1 - suffix] as TFlatRule)
  ) {
    suffix += 1;
  }
  const middleS = s.slice(prefix, s.length - suffix);
  const middleT = t.slice(prefix, t.length - suffix);
  const aligned = sameDefault && middleS.length === 0 && middleT.length === 0;
  return { prefix, suffix, middleS, middleT, aligned };
}

/**
 * Rules naming different arrival interfaces never compete: per arrival interface the order
 * of the rules that can match is all that counts (conversions regroup rules by interface).
 */
function partsBySource(s: readonly TFlatRule[], t: readonly TFlatRule[]): TPart[] {
  const names = new Set<string>();
  for (const rule of [...s, ...t])
    if (rule.srcIntf !== 'any') rule.srcIntf.forEach((n) => names.add(n));
  if (names.size === 0) return [{ s, t }];
  const on = (name: string) => (rule: TFlatRule) =>
    rule.srcIntf === 'any' || rule.srcIntf.includes(name);
  return [...[...names].sort(), OTHER_INTERFACE].map((name) => ({
    srcIntf: name,
    s: s.filter(on(name)),
    t: t.filter(on(name)),
  }));
}

/** Equivalent, or a packet the two lists decide differently; `unknown` past the work limit. */
export function compareRuleLists(
  source: TRuleList,
  target: TRuleList,
  options: TEquivalenceOptions,
): TEquivalence {
  const s = source.rules.filter((rule) => rule.key !== 'empty');
  const t = target.rules.filter((rule) => rule.key !== 'empty');
  const sameDefault = source.defaultAction === target.defaultAction;
  if (middleOf({ s, t }, sameDefault).aligned) return { equivalent: true, searched: false };
  const pending = partsBySource(s, t).filter((part) => !middleOf(part, sameDefault).aligned);
  if (pending.length === 0) return { equivalent: true, searched: false };

  const names = new Set<string>(options.routes?.segments.flatMap((segment) => segment.egress));
  for (const rule of [...s, ...t]) {
    for (const set of [rule.srcIntf, rule.dstIntf])
      if (set !== 'any') set.forEach((name) => names.add(name));
  }
  const interfaces = [...names].sort();
  const found = (packet: TRawPacket, decidedS: TDecision, decidedT: TDecision): TEquivalence => ({
    equivalent: false,
    packet: readablePacket(packet, options.atoms, options.conditions),
    source: decidedS,
    target: decidedT,
  });
  for (const part of options.probe === false ? [] : pending) {
    const { middleS, middleT } = middleOf(part, sameDefault);
    const lists = {
      s: { rules: part.s, defaultAction: source.defaultAction },
      t: { rules: part.t, defaultAction: target.defaultAction },
    };
    const probed = probe(lists.s, lists.t, [...middleS, ...middleT], {
      interfaces,
      atoms: options.atoms,
      ...(part.srcIntf !== undefined ? { srcIntf: part.srcIntf } : {}),
      ...(options.routes ? { routes: options.routes } : {}),
    });
    if (probed) return found(probed.packet, probed.source, probed.target);
  }

  const bdd = new Bdd(options.maxWork ?? DEFAULT_MAX_WORK);
  try {
    const encoder = new PacketEncoder(bdd, options.conditions.labels.length, interfaces);
    let space = encoder.valid(options.atoms);
    if (options.routes) space = bdd.and(space, encoder.routed(options.routes));
    let unknown: string | undefined;
    for (const part of pending) {
      const within =
        part.srcIntf === undefined ? space : bdd.and(space, encoder.arrivingOn(part.srcIntf));
      const result = searchPart(part, { source, target, bdd, encoder, space: within });
      if (result.equivalent === 'unknown') unknown ??= result.reason;
      if (result.equivalent === false) return found(result.packet, result.source, result.target);
    }
    return unknown
      ? { equivalent: 'unknown', reason: unknown }
      : { equivalent: true, searched: true };
  } catch (error) {
    if (!(error instanceof BddLimitError)) throw error;
    return { equivalent: 'unknown', reason: `search stopped at its work limit (${error.message})` };
  }
}

type TPartResult =
  | { equivalent: true }
  | { equivalent: false; packet: TRawPacket; source: TDecision; target: TDecision }
  | { equivalent: 'unknown'; reason: string };

/** The exhaustive search of one part, inside `space`. */
function searchPart(
  part: TPart,
  context: {
    source: TRuleList;
    target: TRuleList;
    bdd: Bdd;
    encoder: PacketEncoder;
    space: number;
  },
): TPartResult {
  const { source, target, bdd, encoder, space } = context;
  const { s, t } = part;
  const sameDefault = source.defaultAction === target.defaultAction;
  const { prefix, suffix, middleS, middleT } = middleOf(part, sameDefault);
  const middle = [...middleS, ...middleT];
  const relevant = sameDefault ? relevanceFilter(middle) : () => true;
  const within = sameDefault
    ? bdd.and(
        space,
        middle.reduce((any, rule) => bdd.or(any, encoder.rule(rule)), FALSE),
      )
    : space;

  // Decisions inside `within`, built from the last rule up: accept adds, deny removes.
  const fold = (rules: readonly TFlatRule[], start: number) => {
    let decision = start;
    for (let i = rules.length - 1; i >= 0; i -= 1) {
      const rule = rules[i] as TFlatRule;
      if (!relevant(rule)) continue;
      const matched = encoder.rule(rule);
      decision =
        rule.action === 'accept'
          ? bdd.or(decision, bdd.and(matched, within))
          : bdd.andNot(decision, matched);
    }
    return decision;
  };
  const tail = fold(s.slice(s.length - suffix), source.defaultAction === 'accept' ? within : FALSE);
  const tailT = sameDefault ? tail : target.defaultAction === 'accept' ? within : FALSE;
  let difference = bdd.and(bdd.xor(fold(middleS, tail), fold(middleT, tailT)), within);
  for (const rule of s.slice(0, prefix)) {
    if (difference === FALSE) break;
    if (relevant(rule)) difference = bdd.andNot(difference, encoder.rule(rule));
  }

  const inexact = middle.find((rule) => rule.inexact);
  if (difference === FALSE) {
    if (!inexact) return { equivalent: true };
    return {
      equivalent: 'unknown',
      reason: `rule ${inexact.id} is approximated: ${inexact.inexact}`,
    };
  }
  for (const group of encoder.preferences()) {
    for (const preferred of group) {
      const narrowed = bdd.and(difference, preferred);
      if (narrowed !== FALSE) {
        difference = narrowed;
        break;
      }
    }
  }
  const packet = encoder.decode(bdd.satisfy(difference) ?? new Map());
  const decidedS = decide(s, source.defaultAction, packet);
  const decidedT = decide(t, target.defaultAction, packet);
  const uncertain = decidedS.uncertain ?? decidedT.uncertain;
  if (uncertain || decidedS.action === decidedT.action) {
    return {
      equivalent: 'unknown',
      reason: `no confirmed difference (${uncertain ?? 'candidate packet decided alike'})`,
    };
  }
  return { equivalent: false, packet, source: decidedS, target: decidedT };
}
