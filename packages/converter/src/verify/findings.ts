/**
 * The differences of two rule lists, one confirmed packet per rule: the output rules that
 * accept packets the source denies (widened), and the source rules whose accepted packets the
 * output denies (narrowed). A set of differing packets is taken apart one deciding rule at a
 * time: take a readable packet, evaluate both lists on it concretely, record it, remove every
 * packet of that rule, repeat.
 */
import type { Bdd } from './bdd.js';
import { FALSE } from './bdd.js';
import type { PacketEncoder, TRawPacket } from './encode.js';
import type { TFound } from './equivalence.js';
import { conditionsNamed, decide, readablePacket, ruleMatches } from './evaluate.js';
import type { TFlatRule } from './flatten.js';
import type { AtomRegistry, ConditionRegistry } from './space.js';

interface TList {
  rules: readonly TFlatRule[];
  defaultAction: 'accept' | 'deny';
}

type TKind = 'widened' | 'narrowed';

export class Findings {
  readonly widened: TFound[] = [];
  readonly narrowed: TFound[] = [];
  /** More differing rules exist than the cap lets list. */
  capped = false;
  /** Why a differing packet could not be confirmed (an approximated rule decided it). */
  unconfirmed?: string;
  /** `kind:rule id` already listed (a rule may be met again in another part). */
  private readonly seen = new Set<string>();

  constructor(
    private readonly registries: { atoms: AtomRegistry; conditions: ConditionRegistry },
    private readonly cap: number,
  ) {}

  /** Lists the rules deciding the packets of `set` (a diagram), one packet each. */
  enumerate(
    kind: TKind,
    set: number,
    lists: { s: TList; t: TList },
    context: { bdd: Bdd; encoder: PacketEncoder },
  ): void {
    const { bdd, encoder } = context;
    // Widened packets are grouped by the output rule, narrowed ones by the source rule.
    const side = kind === 'widened' ? lists.t : lists.s;
    let matchedByAny: number | undefined;
    let rest = set;
    for (let guard = side.rules.length + 1; rest !== FALSE && guard >= 0; guard -= 1) {
      if (this[kind].length >= this.cap) {
        this.capped = true;
        return;
      }
      const packet = encoder.decode(bdd.satisfy(readable(bdd, encoder, rest)) ?? new Map());
      this.add(packet, lists, kind);
      const rule = side.rules.find((candidate) => ruleMatches(candidate, packet));
      if (rule) rest = bdd.andNot(rest, encoder.rule(rule));
      else {
        // Decided by the default action: what is left is what some rule matches.
        matchedByAny ??= side.rules.reduce((any, r) => bdd.or(any, encoder.rule(r)), FALSE);
        rest = bdd.and(rest, matchedByAny);
      }
    }
    // Each round removes the packet it took, so this is only a safety net.
    if (rest !== FALSE) this.unconfirmed ??= `${kind} packets left unlisted`;
  }

  /** Records the packet if both lists confirm it as a difference (of `expected` kind). */
  add(packet: TRawPacket, lists: { s: TList; t: TList }, expected?: TKind): void {
    const source = decide(lists.s.rules, lists.s.defaultAction, packet);
    const target = decide(lists.t.rules, lists.t.defaultAction, packet);
    const uncertain = source.uncertain ?? target.uncertain;
    const kind: TKind = target.action === 'accept' ? 'widened' : 'narrowed';
    if (uncertain || source.action === target.action || (expected && kind !== expected)) {
      this.unconfirmed ??= `no confirmed difference (${uncertain ?? 'candidate packet decided alike'})`;
      return;
    }
    const key = `${kind}:${kind === 'widened' ? target.ruleId : source.ruleId}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (this[kind].length >= this.cap) {
      this.capped = true;
      return;
    }
    const named = conditionsNamed([...lists.s.rules, ...lists.t.rules], packet);
    const { atoms, conditions } = this.registries;
    this[kind].push({ packet: readablePacket(packet, atoms, conditions, named), source, target });
  }
}

/** The set narrowed, step by step, to packets that read well (TCP, named interfaces, hosts). */
function readable(bdd: Bdd, encoder: PacketEncoder, set: number): number {
  let out = set;
  for (const group of encoder.preferences()) {
    for (const preferred of group) {
      const narrowed = bdd.and(out, preferred);
      if (narrowed !== FALSE) {
        out = narrowed;
        break;
      }
    }
  }
  return out;
}
