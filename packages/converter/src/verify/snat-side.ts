/**
 * One model's source translations as a first-match list: each entry is a flat rule (the
 * packets it matches, in target interface names) and the translation it applies as a value
 * that compares across vendors (`none`, `intf`, `pool:<addresses>`, `static:<offset>`), so
 * that an ASA `dynamic interface`, a central SNAT row without a pool and a FortiOS policy
 * `nat enable` are equal. NAT rules come first in their sections' order, then policy NAT.
 */
import type { TConfigModel, TNatRule, TNatTranslation, TPolicy, TRefList } from '../model/ir.js';
import type { TFlatRule, TFlattenContext } from './flatten.js';
import { flattenPolicies } from './flatten.js';
import { intervalsKey, type TIntervals } from './intervals.js';
import type { AddressResolver } from './resolve-addresses.js';
import { resolversOf } from './resolvers.js';
import { IPV4_TOP } from './space.js';

export interface TSnatEntry {
  /** `source:nat:<id>`, `target:policy:<id>`. */
  ruleId: string;
  rule: TFlatRule;
  /** The translation; `unknown` when it could not be read exactly (then listed in `errors`). */
  value: string;
}

export interface TSnatSide {
  entries: TSnatEntry[];
  /** Translations (NAT rules that translate sources, identity rules, policy NAT). */
  count: number;
  errors: { ruleId: string; reason: string }[];
}

export interface TSnatSideOptions {
  side: 'source' | 'target';
  context: TFlattenContext;
  interfaceMap?: Record<string, string>;
  userMap?: Record<string, string>;
  userGroupMap?: Record<string, string>;
}

/** Whether a rule takes part in source translation (and so in first-match order). */
function translatesSource(rule: TNatRule): boolean {
  return rule.type === 'identity' || rule.translatedSrc.kind !== 'none' || reverse(rule);
}

/** A static destination translation that also translates connections from the mapped side. */
const reverse = (rule: TNatRule) =>
  rule.bidirectional &&
  rule.type === 'static' &&
  rule.translatedSrc.kind === 'none' &&
  rule.translatedDst.kind === 'address';

const single = (set: TIntervals) => {
  const [only] = set;
  return set.length === 1 && only && only[1] <= IPV4_TOP ? only : undefined;
};

/** Reads translation values of one model. */
class ValueReader {
  private readonly addresses: AddressResolver;
  constructor(
    private readonly model: TConfigModel,
    context: TFlattenContext,
  ) {
    this.addresses = resolversOf(model, context).addresses;
  }

  /** Plain IPv4 addresses of a name list, or undefined. */
  ipv4(refs: TRefList): TIntervals | undefined {
    if (refs === 'any') return undefined;
    const resolved = this.addresses.resolveList(refs);
    if (resolved.problems.length || resolved.opaque.length || resolved.set.length === 0) return;
    return resolved.set.every(([, high]) => high <= IPV4_TOP) ? resolved.set : undefined;
  }

  /** A pool name (an IP pool, or an address object as ASA `pat-pool` names one). */
  pool(name: string): TIntervals | undefined {
    const pool = this.model.ipPools.find((p) => p.name === name);
    if (!pool) return this.ipv4([name]);
    const [start, end] = [pool.start, pool.end].map((ip) => this.ipv4Of(ip));
    return start !== undefined && end !== undefined && start <= end ? [[start, end]] : undefined;
  }

  private ipv4Of(ip: string): number | undefined {
    const parts = ip.split('.').map(Number);
    if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return;
    return parts.reduce((value, part) => value * 256 + part, 0);
  }

  dynamic(translation: TNatTranslation): string | undefined {
    if (translation.kind === 'interface') return 'intf';
    if (translation.kind === 'none') return 'none';
    const set =
      translation.kind === 'pool' ? this.pool(translation.pool) : this.ipv4([translation.ref]);
    return set ? `pool:${intervalsKey(set)}` : undefined;
  }

  /** Static one-to-one between `real` and `mapped`: a fixed address or a fixed offset. */
  static(real: TRefList, mapped: TRefList): string | undefined {
    const from = this.ipv4(real);
    const to = this.ipv4(mapped);
    const a = from && single(from);
    const b = to && single(to);
    if (!a || !b) return undefined;
    if (b[0] === b[1]) return `pool:${intervalsKey([b])}`;
    if (a[1] - a[0] !== b[1] - b[0]) return undefined;
    return b[0] === a[0] ? 'none' : `static:${b[0] - a[0]}`;
  }

  policy(nat: NonNullable<TPolicy['nat']>): string | undefined {
    if (!nat.pool?.length) return 'intf';
    const sets = nat.pool.map((name) => this.pool(name));
    if (sets.some((set) => !set)) return undefined;
    return `pool:${intervalsKey(sets.flatMap((set) => set ?? []).sort((x, y) => x[0] - y[0]))}`;
  }
}

/** The value of a NAT rule's source translation, or why it cannot be compared. */
function natValue(reader: ValueReader, rule: TNatRule): string | { why: string } {
  if (rule.type === 'identity') return 'none';
  if (reverse(rule) && rule.translatedDst.kind === 'address')
    return rule.service === 'any'
      ? (reader.static([rule.translatedDst.ref], rule.dst) ?? {
          why: 'reverse static NAT between sets that are not IPv4 ranges of equal size',
        })
      : { why: 'reverse static NAT of a service: its source-port translation is not compared' };
  if (rule.translatedDst.kind !== 'none')
    return { why: 'translates source and destination together: not compared' };
  if (rule.type === 'static' && rule.translatedSrc.kind === 'address') {
    // One-way static rules mean opposite things in the model: an ASA `unidirectional` rule
    // translates the real side's connections, a ScreenOS VIP the mapped side's.
    if (!rule.bidirectional)
      return {
        why: 'one-way static NAT: which side starts the translated connections is not known',
      };
    if (rule.service !== 'any' || rule.translatedService)
      return { why: 'static NAT of a service: its source-port translation is not compared' };
    return (
      reader.static(rule.src, [rule.translatedSrc.ref]) ?? {
        why: 'static NAT between sets that are not IPv4 ranges of equal size',
      }
    );
  }
  return reader.dynamic(rule.translatedSrc) ?? { why: 'its mapped addresses are not plain IPv4' };
}

const asPolicy = (rule: TNatRule): TPolicy => {
  const back = reverse(rule) && rule.translatedDst.kind === 'address';
  return {
    id: rule.id,
    origin: rule.origin,
    srcIntf: back ? rule.dstIntf : rule.srcIntf,
    dstIntf: back ? rule.srcIntf : rule.dstIntf,
    srcAddr: back && rule.translatedDst.kind === 'address' ? [rule.translatedDst.ref] : rule.src,
    dstAddr: back ? rule.src : rule.dst,
    service: back ? 'any' : rule.service,
    action: 'accept',
    log: false,
    enabled: true,
  };
};

/** Flattening problems per rule id, in order (one pass, not one scan of all per rule). */
function problemsByRule(errors: readonly { ruleId: string; message: string }[]) {
  const byRule = new Map<string, string[]>();
  for (const { ruleId, message } of errors) {
    const list = byRule.get(ruleId);
    if (list) list.push(message);
    else byRule.set(ruleId, [message]);
  }
  return byRule;
}

/** The source translations of `model`, in evaluation order. */
export function snatSide(model: TConfigModel, options: TSnatSideOptions): TSnatSide {
  const { side, context } = options;
  const reader = new ValueReader(model, context);
  const rules = model.nat
    .map((rule, index) => ({ rule, index }))
    .filter(({ rule }) => rule.enabled && translatesSource(rule))
    .sort((a, b) => a.rule.section - b.rule.section || a.index - b.index)
    .map(({ rule }) => rule);
  const natPolicies = model.policies.some((policy) => policy.enabled && policy.nat);
  // The model's own resolvers: the copies below differ from it in their policies only.
  const resolvers = resolversOf(model, context);
  const flatOf = (policies: TPolicy[]) =>
    flattenPolicies(
      { ...model, policies },
      {
        side,
        context,
        resolvers,
        ...(options.interfaceMap ? { interfaceMap: options.interfaceMap } : {}),
        ...(options.userMap ? { userMap: options.userMap } : {}),
        ...(options.userGroupMap ? { userGroupMap: options.userGroupMap } : {}),
      },
    );
  const errors: TSnatSide['errors'] = [];
  const entries: TSnatEntry[] = [];
  const add = (
    ruleId: string,
    rule: TFlatRule,
    value: string | { why: string },
    problems: string[],
  ) => {
    const why = typeof value === 'string' ? problems.join('; ') : value.why;
    if (why || rule.schedule !== undefined || rule.clauses)
      errors.push({ ruleId, reason: `source NAT not compared: ${why || 'conditional match'}` });
    entries.push({ ruleId, rule, value: why || typeof value !== 'string' ? 'unknown' : value });
  };
  // Flattened under their index, so that each flat rule finds its own rule again.
  const flatNat = flatOf(rules.map((rule, i) => ({ ...asPolicy(rule), id: `${i}` })));
  const natProblems = problemsByRule(flatNat.errors);
  for (const flat of flatNat.rules) {
    const rule = rules[Number(flat.id)] as TNatRule;
    const problems = natProblems.get(flat.id) ?? [];
    add(`${side}:nat:${rule.id}`, flat, natValue(reader, rule), problems);
  }
  if (natPolicies) {
    const policies = model.policies.filter((policy) => policy.enabled);
    const flat = flatOf(policies.map((policy, i) => ({ ...policy, id: `${i}` })));
    const policyProblems = problemsByRule(flat.errors);
    for (const rule of flat.rules) {
      const policy = policies[Number(rule.id)] as TPolicy;
      const value =
        policy.action === 'accept' && policy.nat
          ? (reader.policy(policy.nat) ?? { why: 'its pools are not plain IPv4' })
          : 'none';
      const problems = policyProblems.get(rule.id) ?? [];
      add(`${side}:policy:${policy.id}`, rule, value, problems);
    }
  }
  const count =
    rules.length + (natPolicies ? model.policies.filter((p) => p.enabled && p.nat).length : 0);
  return { entries, count, errors };
}
