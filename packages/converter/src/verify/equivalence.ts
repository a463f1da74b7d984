/**
 * First-match equivalence of two flat rule lists (interface names already in target names).
 *
 * 1. Rules that match nothing are dropped; the longest common prefix and, with equal defaults,
 *    suffix of pairwise equal rules (equal keys and actions) are set aside.
 * 2. Nothing left in the middle: equivalent, with no search (the one-to-one conversion case).
 * 3. Otherwise the decisions are built as decision diagrams, restricted to U: the packets the
 *    middle rules can match (everything, when the defaults differ), cut to packets that exist
 *    and, with routes, leave by the interface the route lookup gives. Outside U both sides
 *    reach the common suffix and decide alike; inside U, prefix rules decide alike. So the
 *    difference is (decisionS xor decisionT) & U minus the prefix rules. Empty = equivalent;
 *    otherwise one packet of it is confirmed by concrete evaluation of both lists.
 * The diagram has a node limit (`maxWork`): reaching it answers `unknown`, never a guess.
 */
import { Bdd, BddLimitError, FALSE } from './bdd.js';
import type { TRoute } from './encode.js';
import { PacketEncoder } from './encode.js';
import type { TDecision, TPacket } from './evaluate.js';
import { decide, readablePacket } from './evaluate.js';
import { probe } from './probe.js';
import { relevanceFilter } from './relevance.js';
import type { TFlatRule } from './flatten.js';
import type { AtomRegistry, ConditionRegistry } from './space.js';

export interface TRuleList {
  rules: readonly TFlatRule[];
  defaultAction: 'accept' | 'deny';
}

export interface TEquivalenceOptions {
  atoms: AtomRegistry;
  conditions: ConditionRegistry;
  routes?: readonly TRoute[];
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

/** Equivalent, or a packet the two lists decide differently; `unknown` past the work limit. */
export function compareRuleLists(
  source: TRuleList,
  target: TRuleList,
  options: TEquivalenceOptions,
): TEquivalence {
  const s = source.rules.filter((rule) => rule.key !== 'empty');
  const t = target.rules.filter((rule) => rule.key !== 'empty');
  const sameDefault = source.defaultAction === target.defaultAction;
  let prefix = 0;
  while (
    prefix < s.length &&
    prefix < t.length &&
    sameRule(s[prefix] as TFlatRule, t[prefix] as TFlatRule)
  )
    prefix += 1;
  let suffix = 0;
  const room = Math.min(s.length, t.length) - prefix;
  while (
    sameDefault &&
    suffix < room &&
    sameRule(s[s.length - 1 - suffix] as TFlatRule, t[t.length - 1 - suffix] as TFlatRule)
  ) {
    suffix += 1;
  }
  const middleS = s.slice(prefix, s.length - suffix);
  const middleT = t.slice(prefix, t.length - suffix);
  if (sameDefault && middleS.length === 0 && middleT.length === 0)
    return { equivalent: true, searched: false };

  const bdd = new Bdd(options.maxWork ?? DEFAULT_MAX_WORK);
  try {
    const names = new Set<string>(options.routes?.map((route) => route.interface));
    for (const rule of [...s, ...t]) {
      for (const set of [rule.srcIntf, rule.dstIntf])
        if (set !== 'any') set.forEach((name) => names.add(name));
    }
    const interfaces = [...names].sort();
    const probed =
      options.probe !== false &&
      probe(source, target, [...middleS, ...middleT], {
        interfaces,
        atoms: options.atoms,
        ...(options.routes ? { routes: options.routes } : {}),
      });
    if (probed) {
      return {
        equivalent: false,
        packet: readablePacket(probed.packet, options.atoms, options.conditions),
        source: probed.source,
        target: probed.target,
      };
    }
    const encoder = new PacketEncoder(bdd, options.conditions.labels.length, interfaces);
    let space = encoder.valid(options.atoms);
    if (options.routes) space = bdd.and(space, encoder.routed(options.routes));

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
    const tail = fold(
      s.slice(s.length - suffix),
      source.defaultAction === 'accept' ? within : FALSE,
    );
    const tailT = sameDefault ? tail : target.defaultAction === 'accept' ? within : FALSE;
    let difference = bdd.and(bdd.xor(fold(middleS, tail), fold(middleT, tailT)), within);
    for (const rule of s.slice(0, prefix)) {
      if (difference === FALSE) break;
      if (relevant(rule)) difference = bdd.andNot(difference, encoder.rule(rule));
    }

    const inexact = middle.find((rule) => rule.inexact);
    if (difference === FALSE) {
      if (!inexact) return { equivalent: true, searched: true };
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
    return {
      equivalent: false,
      packet: readablePacket(packet, options.atoms, options.conditions),
      source: decidedS,
      target: decidedT,
    };
  } catch (error) {
    if (!(error instanceof BddLimitError)) throw error;
    return { equivalent: 'unknown', reason: `search stopped at its work limit (${error.message})` };
  }
}
