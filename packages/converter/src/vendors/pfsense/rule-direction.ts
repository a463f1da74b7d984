import type { TPolicy, TRefList } from '../../model/ir.js';
import type { PfContext } from './context.js';
import type { TReadRule } from './rule-order.js';

/**
 * pf filters a forwarded packet twice: inbound on the interface it arrives on and outbound on
 * the one it leaves by, and passes it only if both pass (pfSense passes outbound traffic by
 * default). Floating rules with direction `out` (and the outbound half of `any`) take part in
 * the outbound pass only. When the outbound rules are all blocks, a packet leaves unless one
 * of them matches, whatever their order and quick flags: each becomes a deny policy with the
 * interfaces as destination, ahead of every other policy, which decides exactly the same. A
 * block naming a source is converted only when no source NAT applies on those interfaces (pf
 * sees the outbound packet translated). When outbound pass rules exist too, their order
 * matters and is not converted: the rules are reported (or, for `any`, marked not compared).
 */
export function splitDirections(
  ctx: PfContext,
  rules: readonly TReadRule[],
): { inbound: TReadRule[]; outbound: TPolicy[] } {
  const outward = rules.filter((r) => r.direction !== 'in');
  const passes = outward.filter((r) => r.policy.enabled && r.policy.action === 'accept');
  const blocks = outward.some((r) => r.policy.enabled && r.policy.action === 'deny');
  const outbound: TPolicy[] = [];
  const sourceNatOn = natChecker(ctx);
  for (const rule of outward) {
    const { policy } = rule;
    const why = !policy.enabled
      ? undefined
      : policy.action === 'accept'
        ? blocks
          ? 'it passes traffic leaving the interfaces, and outbound block rules exist: their order decides, which FortiOS policies (matched by ingress first) cannot follow'
          : undefined
        : passes.length
          ? 'it blocks traffic leaving the interfaces, and outbound pass rules exist: their order decides, which FortiOS policies (matched by ingress first) cannot follow'
          : policy.srcAddr !== 'any' && sourceNatOn(policy.srcIntf)
            ? 'it names a source, which pf matches after the source NAT of those interfaces'
            : undefined;
    if (why) {
      if (rule.direction === 'out') {
        ctx.handled.delete(rule.node);
        ctx.report(
          'unsupported',
          'Policies',
          rule.node,
          'PF_RULE_OUTBOUND',
          `${policy.comment ? `Rule "${policy.comment}"` : 'This rule'} is not converted: ${why}; recreate it as a policy with these interfaces as destination interface.`,
          policy.id,
        );
      } else {
        policy.membersLeftOut = [...(policy.membersLeftOut ?? []), 'direction out'];
        ctx.note(
          'policies',
          policy.id,
          'partial',
          'PF_RULE_BOTH_DIRECTIONS',
          `The rule matches both directions; the policy carries the inbound one only: ${why}.`,
          policy.action === 'accept' ? 'narrows' : 'widens',
        );
      }
      continue;
    }
    if (policy.action === 'accept') {
      // No outbound block exists: pf passes what leaves anyway, so this half decides nothing.
      if (rule.direction === 'out') {
        ctx.handled.delete(rule.node);
        ctx.report(
          'ignored',
          'Policies',
          rule.node,
          'PF_RULE_OUTBOUND_PASS',
          'It passes traffic leaving the interfaces, which pfSense passes by default (no outbound block rule exists): nothing to convert.',
          policy.id,
        );
      }
      continue;
    }
    const half: TPolicy = {
      ...policy,
      id: rule.direction === 'out' ? policy.id : `${policy.id}:out`,
      srcIntf: 'any',
      dstIntf: policy.srcIntf,
    };
    if (rule.direction !== 'out') half.implicit = 'The outbound half of a rule of direction "any"';
    outbound.push(half);
    ctx.note(
      'policies',
      half.id,
      'converted',
      'PF_RULE_OUT',
      'Matches traffic leaving by these interfaces: a deny policy with them as destination interface, ahead of the others (pf blocks such a packet whatever the inbound rules decided).',
    );
  }
  return { inbound: rules.filter((r) => r.direction !== 'out'), outbound };
}

/**
 * Whether a source NAT rule of the model translates traffic leaving by these interfaces:
 * the interfaces with source NAT are gathered once (`any` when a rule applies to all).
 */
function natChecker(ctx: PfContext): (interfaces: TRefList) => boolean {
  const translated = ctx.model.nat.filter((rule) => rule.translatedSrc.kind !== 'none');
  const all = translated.some((rule) => rule.dstIntf === 'any');
  const names = new Set(translated.flatMap((rule) => (rule.dstIntf === 'any' ? [] : rule.dstIntf)));
  return (interfaces) =>
    translated.length > 0 &&
    (all || interfaces === 'any' || interfaces.some((name) => names.has(name)));
}
