import type { TPolicy, TRefList } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import type { VyosContext } from './context.js';
import { readRule } from './rule.js';
import { byNumber, flag, leaf, sub, tags, type TNode } from './tree.js';
import { wholeTrafficPolicy } from '../toolkit/implicit-policy.js';

/** Where a rule set is applied: the interfaces (or zones) its traffic comes in and goes out. */
export interface TAttach {
  /** Appended to policy ids (`@eth0`, `@lan>wan`) when the set is applied in several places. */
  label: string;
  srcIntf: TRefList;
  dstIntf: TRefList;
}
/** What a chain does with traffic none of its rules decided. */
export type TChainEnd = 'decided' | 'returns';

/**
 * Appends the policies of rule set `name` applied at `attach`: its rules in number order
 * (first match), `jump` rules inlined, and its `default-action` as an explicit final policy.
 * Returns `returns` when traffic that no rule decides goes back to the caller.
 */
export function chainPolicies(
  ctx: VyosContext,
  sets: ReadonlyMap<string, TNode>,
  name: string,
  attach: TAttach,
  stack: readonly string[] = [],
  /** The default-action when the set states none (base chains accept). */
  fallback = 'drop',
): TChainEnd {
  const set = sets.get(name);
  if (!set) return 'returns';
  ctx.appliedSets.add(name);
  for (const rule of byNumber(tags(set, 'rule'))) {
    const jump = readRule(ctx, set, rule, attach);
    if (!jump) continue;
    if (stack.includes(jump.target) || stack.length > 8 || !sets.has(jump.target)) {
      ctx.reportOnce(
        rule,
        'unsupported',
        'VYOS_JUMP_NOT_CONVERTED',
        `Its jump to ${jump.target} is not converted (${sets.has(jump.target) ? 'a loop or too deep' : 'no such rule set in this input'}).`,
        `${name}:${rule.word}`,
      );
      continue;
    }
    const end = chainPolicies(ctx, sets, jump.target, jump.attach, [...stack, name]);
    if (end === 'decided') return 'decided';
  }
  const action = leaf(set, 'default-action') ?? (stack.length ? 'return' : fallback);
  if (action === 'return' || action === 'continue') {
    ctx.reportOnce(
      set,
      'converted',
      'VYOS_RULE_SET_RETURNS',
      `Rule set ${name} returns what its rules do not decide to where it was applied.`,
      name,
    );
    return 'returns';
  }
  if (action !== 'accept' && action !== 'drop' && action !== 'reject') {
    ctx.reportOnce(
      sub(set, 'default-action') ?? set,
      'unsupported',
      'VYOS_DEFAULT_ACTION',
      `Its default-action ${action} is not converted.`,
      name,
    );
    return 'returns';
  }
  const policy: TPolicy = {
    ...wholePolicy(
      `${name}:default${attach.label}`,
      ctx.origin(set),
      attach,
      action === 'accept' ? 'accept' : 'deny',
      `The default-action ${action} of rule set ${name}: what none of its rules decides`,
    ),
    ...(action === 'reject' ? { sendDeny: true } : {}),
    log: flag(set, 'enable-default-log') || flag(set, 'default-log'),
  };
  const description = leaf(set, 'description');
  if (description) policy.comment = description;
  ctx.model.policies.push(policy);
  return 'decided';
}

/** A policy of all traffic between interfaces: what VyOS does where no rule says otherwise. */
export function wholePolicy(
  id: string,
  origin: TOrigin,
  attach: { srcIntf: TRefList; dstIntf: TRefList },
  action: TPolicy['action'],
  implicit: string,
): TPolicy {
  return wholeTrafficPolicy(id, origin, attach, action, { implicit });
}
