import type { VyosContext } from './context.js';
import type { TBinding } from './interfaces.js';
import { chainPolicies, wholePolicy, type TAttach } from './policies.js';
import { ruleStates } from './rule-match.js';
import { byNumber, leaf, sub, tags, use, type TNode } from './tree.js';
import { readZones } from './zones.js';

/** Whether a rule set only restates what a stateful FortiOS does: accept new, replies, drop invalid. */
function passesAll(set: TNode): boolean {
  if ((leaf(set, 'default-action') ?? 'accept') !== 'accept') return false;
  return byNumber(tags(set, 'rule')).every((rule) => {
    const states = ruleStates(rule);
    const action = leaf(rule, 'action');
    if (!states || states.size === 0) return false;
    if (action === 'accept')
      return [...states].every((s) => s === 'established' || s === 'related');
    return (action === 'drop' || action === 'reject') && states.size === 1 && states.has('invalid');
  });
}

/**
 * The firewall: rule sets (`firewall name`, VyOS 1.4 `firewall ipv4 name`) where they are
 * applied, on interfaces (VyOS 1.3, EdgeOS), between zones, or in the VyOS 1.4 forward chain.
 */
export function readFirewall(ctx: VyosContext, root: TNode, bindings: readonly TBinding[]): void {
  const firewall = sub(root, 'firewall');
  const sets = new Map<string, TNode>();
  for (const node of [...tags(firewall, 'name'), ...tags(firewall, 'ipv4', 'name')])
    sets.set(node.word, node);
  const converted = new Set<string>();
  const local = new Set<string>();
  const notConverted = new Set<string>();
  const zones = [...tags(firewall, 'zone'), ...tags(root, 'zone-policy', 'zone')];
  use(...zones);
  readZones(ctx, zones, sets, converted, local);
  readBindings(ctx, bindings, sets, converted, local, zones.length > 0, notConverted);
  readBaseChains(ctx, firewall, sets, converted, zones.length > 0 || bindings.length > 0);
  for (const [name, set] of sets) {
    use(set);
    if (converted.has(name) || ctx.appliedSets.has(name)) continue;
    if (local.has(name))
      ctx.report(
        'unsupported',
        'Policies',
        set,
        'VYOS_LOCAL_RULE_SET',
        `Rule set ${name} applies only to traffic to or from the router itself: make FortiOS local-in policies (or set allowaccess) by hand.`,
        name,
      );
    else if (notConverted.has(name))
      ctx.report(
        'unsupported',
        'Policies',
        set,
        'VYOS_RULE_SET_NOT_CONVERTED',
        `Rule set ${name} is applied only where it is not converted (see its out binding).`,
        name,
      );
    else
      ctx.report(
        'ignored',
        'Policies',
        set,
        'VYOS_RULE_SET_UNUSED',
        `Rule set ${name} is applied nowhere (no interface, zone or jump): it decides nothing.`,
        name,
      );
  }
  for (const set of [...tags(firewall, 'ipv6-name'), ...tags(firewall, 'ipv6', 'name')]) {
    use(set);
    ctx.report(
      'unsupported',
      'Policies',
      set,
      'VYOS_IPV6_RULES',
      `IPv6 rule set ${set.word} is not converted: make the IPv6 policies on FortiOS.`,
      set.word,
    );
  }
}

function readBindings(
  ctx: VyosContext,
  bindings: readonly TBinding[],
  sets: ReadonlyMap<string, TNode>,
  converted: Set<string>,
  local: Set<string>,
  zoned: boolean,
  notConverted: Set<string>,
): void {
  const v4 = bindings.filter((b) => !b.ipv6);
  for (const b of bindings.filter((b) => b.ipv6))
    ctx.report(
      'unsupported',
      'Policies',
      b.node,
      'VYOS_IPV6_RULES',
      `IPv6 rule set ${b.ruleSet} (${b.direction} on ${b.iface}) is not converted: make the IPv6 policies on FortiOS.`,
      b.iface,
    );
  const hasIn = v4.some((b) => b.direction === 'in');
  let applied: TBinding | undefined;
  for (const direction of ['in', 'out'] as const) {
    const byName = new Map<string, TBinding[]>();
    for (const b of v4.filter((b) => b.direction === direction))
      byName.set(b.ruleSet, [...(byName.get(b.ruleSet) ?? []), b]);
    for (const [name, list] of byName) {
      const set = sets.get(name);
      const where = list.map((b) => b.iface);
      if (!set) {
        for (const b of list)
          ctx.report(
            'unsupported',
            'Policies',
            b.node,
            'VYOS_RULE_SET_MISSING',
            `Rule set ${name} is not in this input: ${direction} on ${b.iface} is not converted.`,
            b.iface,
          );
        continue;
      }
      if (direction === 'out' && passesAll(set)) {
        converted.add(name);
        ctx.report(
          'converted',
          'Policies',
          set,
          'VYOS_OUT_PASSES',
          `Rule set ${name} (out on ${where.join(', ')}) accepts every new session and drops only invalid packets, as FortiOS does anyway: no policy is needed.`,
          name,
        );
        continue;
      }
      if (direction === 'out' && (hasIn || zoned)) {
        notConverted.add(name);
        for (const b of list)
          ctx.report(
            'unsupported',
            'Policies',
            b.node,
            'VYOS_OUT_WITH_IN',
            `Rule set ${name} (out on ${b.iface}) is checked after the in rule set of the incoming interface, and a packet must pass both: FortiOS has one policy per session. Merge the two into the policies of each interface pair by hand.`,
            b.iface,
          );
        continue;
      }
      converted.add(name);
      applied ??= list[0];
      const attach: TAttach =
        direction === 'in'
          ? { label: `@in:${where.join('+')}`, srcIntf: where, dstIntf: 'any' }
          : { label: `@out:${where.join('+')}`, srcIntf: 'any', dstIntf: where };
      chainPolicies(ctx, sets, name, attach);
    }
  }
  for (const b of v4.filter((b) => b.direction === 'local')) {
    local.add(b.ruleSet);
    ctx.report(
      'unsupported',
      'Policies',
      b.node,
      'VYOS_LOCAL_RULES',
      `Rule set ${b.ruleSet} (local on ${b.iface}) filters traffic to the router itself: FortiOS controls it with local-in policies and the interface's allowaccess; set them by hand.`,
      b.iface,
    );
  }
  if (!applied || zoned) return;
  // An interface without an `in` rule set forwards everything: VyOS accepts what no set drops.
  ctx.model.policies.push(
    wholePolicy(
      'vyos-forward-accept',
      ctx.origin(applied.node),
      { srcIntf: 'any', dstIntf: 'any' },
      'accept',
      'VyOS forwards traffic that no rule set bound to an interface decides (an interface without an in rule set passes everything)',
    ),
  );
}

/** VyOS 1.4+ base chains: `forward filter` converted; `input` / `output` (the router) reported. */
function readBaseChains(
  ctx: VyosContext,
  firewall: TNode | undefined,
  sets: Map<string, TNode>,
  converted: Set<string>,
  others: boolean,
): void {
  for (const hook of ['input', 'output', 'prerouting', 'forward'])
    for (const node of tags(firewall, 'ipv4', hook)) {
      use(node);
      const label = `ipv4 ${hook} ${node.word}`;
      if (hook !== 'forward' || node.word !== 'filter') {
        ctx.report(
          'unsupported',
          'Policies',
          node,
          'VYOS_BASE_CHAIN',
          `The ${label} chain filters traffic to or from the router itself (or before routing): make FortiOS local-in policies by hand.`,
          label,
        );
        continue;
      }
      if (others && passesAll(node)) {
        ctx.report(
          'converted',
          'Policies',
          node,
          'VYOS_FORWARD_PASSES',
          'The forward filter accepts every new session and drops only invalid packets, as FortiOS does anyway: the zone or interface rules decide.',
          label,
        );
        continue;
      }
      if (others) {
        ctx.report(
          'unsupported',
          'Policies',
          node,
          'VYOS_FORWARD_WITH_ZONES',
          'The forward filter is checked before the zone or interface rule sets, and a packet must pass both: merge them into FortiOS policies by hand.',
          label,
        );
        continue;
      }
      const name = 'forward-filter';
      sets.set(name, node);
      converted.add(name);
      chainPolicies(ctx, sets, name, { label: '', srcIntf: 'any', dstIntf: 'any' }, [], 'accept');
      if (!leaf(node, 'default-action'))
        ctx.report(
          'converted',
          'Policies',
          node,
          'VYOS_FORWARD_DEFAULT',
          'The forward filter has no default-action: VyOS accepts what its rules do not decide (an explicit final accept policy).',
          label,
        );
    }
}
