import type { TPolicy } from '../../model/ir.js';
import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import { flag, type PfContext } from './context.js';

/** One filter rule as read, before it takes its place in evaluation order. */
export interface TReadRule {
  node: TXmlNode;
  /** As read: `srcIntf` holds the rule's interfaces, whatever its direction. */
  policy: TPolicy;
  /** A quick rule decides at once; a non-quick one is overridden by any later match. */
  quick: boolean;
  floating: boolean;
  /** Written on an interface group. */
  group: boolean;
  /** `in`: traffic arriving on the interfaces; `out`: leaving by them; `any`: both. */
  direction: 'in' | 'out' | 'any';
}

/**
 * pf evaluates floating rules, then interface-group rules, then interface rules (each in file
 * order); the first quick rule that matches decides, otherwise the last non-quick rule that
 * matched, otherwise the default block. In first-match order that is exactly: every quick
 * rule in pf's order, then every non-quick rule in reverse order, then the default deny.
 */
export function orderRules(ctx: PfContext, rules: readonly TReadRule[]): TPolicy[] {
  const pfOrder = [
    ...rules.filter((r) => r.floating),
    ...rules.filter((r) => !r.floating && r.group),
    ...rules.filter((r) => !r.floating && !r.group),
  ];
  const quick = pfOrder.filter((r) => r.quick);
  const lastMatch = pfOrder.filter((r) => !r.quick).reverse();
  for (const { policy } of lastMatch)
    ctx.note(
      'policies',
      policy.id,
      'converted',
      'PF_RULE_NOT_QUICK',
      'Not quick: in pf a later matching rule overrides it, so it is placed after every quick rule, the non-quick ones in reverse order (the last match first): the same decisions in first-match order.',
    );
  return [...quick, ...lastMatch].map((r) => r.policy);
}

/**
 * "Block private networks and loopback addresses" on an interface (`<blockpriv>`): pfSense
 * blocks, ahead of the rules, traffic arriving there from RFC 1918, loopback and RFC 6598
 * (carrier-grade NAT) sources (pfSense documentation, Interface settings). "Block bogon
 * networks" uses a downloaded list: reported.
 */
export function implicitBlocks(ctx: PfContext, root: TXmlNode): TPolicy[] {
  const policies: TPolicy[] = [];
  for (const node of child(root, 'interfaces')?.children ?? []) {
    const iface = ctx.interfaces.get(node.name);
    if (!iface) continue;
    const priv = child(node, 'blockpriv');
    if (priv && flag(node, 'blockpriv')) {
      const origin = ctx.origin(priv);
      const members = [
        '10.0.0.0/8',
        '127.0.0.0/8',
        '100.64.0.0/10',
        '172.16.0.0/12',
        '192.168.0.0/16',
      ].map((net) => ctx.literalAddress(net, origin) ?? '');
      if (!ctx.names.has('addressGroups', 'private-networks'))
        ctx.model.addressGroups.push({
          name: 'private-networks',
          origin,
          generated: true,
          members,
        });
      policies.push({
        id: `blockpriv:${node.name}`,
        origin,
        srcIntf: [iface.name],
        dstIntf: 'any',
        srcAddr: ['private-networks'],
        dstAddr: 'any',
        service: 'any',
        action: 'deny',
        log: false,
        enabled: true,
        implicit: `"Block private networks" on interface ${node.name}`,
      });
    }
    const bogons = child(node, 'blockbogons');
    if (bogons && flag(node, 'blockbogons'))
      ctx.report(
        'unsupported',
        'Policies',
        bogons,
        'PF_BLOCK_BOGONS',
        `"Block bogon networks" on ${node.name} blocks a downloaded list of unassigned networks: not converted (a FortiOS deny policy from an external threat feed of bogons does the same).`,
        `blockbogons:${node.name}`,
      );
  }
  return policies;
}
