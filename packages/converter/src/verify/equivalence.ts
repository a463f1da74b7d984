/**
 * First-match equivalence of two flat rule lists (interface names already in target names).
 *
 * 1. Rules that match nothing are dropped; the longest common prefix and, with equal defaults,
 *    suffix of pairwise equal rules (equal keys and actions) are set aside. Nothing left in
 *    between: equivalent, with no search (the one-to-one conversion case).
 * 2. The same per arrival interface: rules for different interfaces never compete, so a
 *    conversion may regroup them. Interfaces whose rules align need nothing more.
 * 3. For the others, decision diagrams restricted to U: the packets the middle rules can match
 *    (everything, when the defaults differ), that exist, arrive on the interface and, with
 *    routes, leave by an interface their route names. Outside U both sides reach the common
 *    suffix and decide alike; inside U, prefix rules decide alike. So the widened packets are
 *    (acceptedT & !acceptedS) & U minus the prefix rules, the narrowed ones the reverse. Both
 *    empty = equivalent; otherwise each is listed one deciding rule at a time (findings.ts),
 *    every packet confirmed by concrete evaluation.
 * The diagram has a node limit (`maxWork`): reaching it leaves the rest `unknown`, never a
 * guess; the parts not searched then get cheap candidate packets (probe.ts).
 */
import { Bdd, BddLimitError, FALSE } from './bdd.js';
import { PacketEncoder } from './encode.js';
import type { TDecision, TPacket } from './evaluate.js';
import { Findings } from './findings.js';
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
  /** Try cheap candidate packets where the search stopped at its limit (default true). */
  probe?: boolean;
  /** The most widened (and the most narrowed) rules listed, default `MAX_FINDINGS`. */
  maxFindings?: number;
}

/** One packet the two lists decide apart, confirmed by concrete evaluation. */
export interface TFound {
  packet: TPacket;
  source: TDecision;
  target: TDecision;
}

/**
 * The outcome of a comparison: every difference listed (one packet per output rule that
 * accepts more, one per source rule whose traffic the output denies, up to `MAX_FINDINGS` each),
 * and why it is not complete where it is not. No finding and no `unknown`: equivalent.
 */
export interface TComparison {
  widened: TFound[];
  narrowed: TFound[];
  /** More differences exist than were listed. */
  capped: boolean;
  /** Why the comparison does not cover everything (a limit, an approximation). */
  unknown?: string;
  /** Whether the decision diagrams were needed (rules did not align one to one). */
  searched: boolean;
}

export const DEFAULT_MAX_WORK = 2_000_000;
export const MAX_FINDINGS = 50;

const sameRule = (a: TFlatRule, b: TFlatRule) => a.key === b.key && a.action === b.action;

/** Packets arriving on one interface (`srcIntf`) or on any, and the rules that can match them. */
interface TPart {
  srcIntf?: string;
  s: readonly TFlatRule[];
  t: readonly TFlatRule[];
}

type TMiddle = ReturnType<typeof findMiddle>;
/** Each part's middle, found once (the comparison asks for it at several steps). */
const middles = new WeakMap<TPart, TMiddle>();
function middleOf(part: TPart, sameDefault: boolean): TMiddle {
  let middle = middles.get(part);
  if (!middle) {
    middle = findMiddle(part, sameDefault);
    middles.set(part, middle);
  }
  return middle;
}

/** The rules left between the longest common prefix and (equal defaults) suffix. */
function findMiddle(part: TPart, sameDefault: boolean) {
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

/**
 * Every difference of two first-match lists, each confirmed on a concrete packet; `unknown`
 * says what is left unproven (the work limit, an approximated rule).
 */
export function compareRuleLists(
  source: TRuleList,
  target: TRuleList,
  options: TEquivalenceOptions,
): TComparison {
  const s = source.rules.filter((rule) => rule.key !== 'empty');
  const t = target.rules.filter((rule) => rule.key !== 'empty');
  const sameDefault = source.defaultAction === target.defaultAction;
  const none: TComparison = { widened: [], narrowed: [], capped: false, searched: false };
  if (middleOf({ s, t }, sameDefault).aligned) return none;
  const pending = partsBySource(s, t).filter((part) => !middleOf(part, sameDefault).aligned);
  if (pending.length === 0) return none;

  const names = new Set<string>(options.routes?.segments.flatMap((segment) => segment.egress));
  for (const rule of [...s, ...t]) {
    for (const set of [rule.srcIntf, rule.dstIntf])
      if (set !== 'any') set.forEach((name) => names.add(name));
  }
  const interfaces = [...names].sort();
  const findings = new Findings(options, options.maxFindings ?? MAX_FINDINGS);
  const out: TComparison = { ...none, searched: true };
  const bdd = new Bdd(options.maxWork ?? DEFAULT_MAX_WORK);
  let searched = 0;
  try {
    const encoder = new PacketEncoder(bdd, options.conditions.labels.length, interfaces);
    let space = encoder.valid(options.atoms);
    if (options.routes) space = bdd.and(space, encoder.routed(options.routes));
    for (const part of pending) {
      const within =
        part.srcIntf === undefined ? space : bdd.and(space, encoder.arrivingOn(part.srcIntf));
      const sets = differences(part, { source, target, bdd, encoder, space: within });
      const lists = {
        s: { rules: part.s, defaultAction: source.defaultAction },
        t: { rules: part.t, defaultAction: target.defaultAction },
      };
      if (sets.inexact && sets.widened === FALSE && sets.narrowed === FALSE)
        out.unknown ??= `rule ${sets.inexact.id} is approximated: ${sets.inexact.inexact}`;
      findings.enumerate('widened', sets.widened, lists, { bdd, encoder });
      findings.enumerate('narrowed', sets.narrowed, lists, { bdd, encoder });
      searched += 1;
    }
  } catch (error) {
    if (!(error instanceof BddLimitError)) throw error;
    out.unknown = `search stopped at its work limit (${error.message})`;
    // The parts not searched get the cheap candidates at least.
    for (const part of options.probe === false ? [] : pending.slice(searched)) {
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
      if (probed) findings.add(probed.packet, lists);
    }
  }
  out.widened = findings.widened;
  out.narrowed = findings.narrowed;
  out.capped = findings.capped;
  if (findings.unconfirmed) out.unknown ??= findings.unconfirmed;
  return out;
}

/** The packets of one part, inside `space`, that the target accepts and the source does not, and the reverse. */
function differences(
  part: TPart,
  context: {
    source: TRuleList;
    target: TRuleList;
    bdd: Bdd;
    encoder: PacketEncoder;
    space: number;
  },
): { widened: number; narrowed: number; inexact?: TFlatRule } {
  const { source, target, bdd, encoder, space } = context;
  const { s } = part;
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
  const acceptedS = fold(middleS, tail);
  const acceptedT = fold(middleT, tailT);
  let widened = bdd.and(bdd.andNot(acceptedT, acceptedS), within);
  let narrowed = bdd.and(bdd.andNot(acceptedS, acceptedT), within);
  for (const rule of s.slice(0, prefix)) {
    if (widened === FALSE && narrowed === FALSE) break;
    if (!relevant(rule)) continue;
    widened = bdd.andNot(widened, encoder.rule(rule));
    narrowed = bdd.andNot(narrowed, encoder.rule(rule));
  }
  const inexact = middle.find((rule) => rule.inexact);
  return { widened, narrowed, ...(inexact ? { inexact } : {}) };
}
