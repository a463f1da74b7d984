import type { TPolicy } from '../../model/ir.js';
import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import { readCell } from './cells.js';
import { flag, text, type PfContext } from './context.js';
import { splitDirections } from './rule-direction.js';
import { implicitBlocks, orderRules, type TReadRule } from './rule-order.js';
import { conditions } from './rule-conditions.js';
import { ruleService } from './services.js';

/** `pass`/`block`/`reject` -> the model's action. */
const ACTIONS: Record<string, Pick<TPolicy, 'action' | 'sendDeny'>> = {
  pass: { action: 'accept' },
  block: { action: 'deny' },
  reject: { action: 'deny', sendDeny: true },
};

/**
 * `<filter>`: every rule read in file order, then placed in pf's evaluation order
 * (`rule-order.ts`); rules the model cannot carry are reported with why.
 */
export function readFilter(ctx: PfContext, root: TXmlNode): void {
  const filter = child(root, 'filter');
  const read: TReadRule[] = [];
  let index = 0;
  for (const node of filter?.children ?? []) {
    if (node.name === 'separator') {
      ctx.report(
        'ignored',
        'Policies',
        node,
        'PF_SEPARATOR',
        'Rule separators are labels of the web interface.',
      );
      continue;
    }
    if (node.name !== 'rule') continue;
    index += 1;
    const rule = readRule(ctx, node, index);
    if (rule) read.push(rule);
  }
  const { inbound, outbound } = splitDirections(ctx, read);
  ctx.model.policies.push(...outbound, ...implicitBlocks(ctx, root), ...orderRules(ctx, inbound));
}

/** The interfaces a rule applies to, its groups expanded; a string says which is not known. */
function ruleInterfaces(
  ctx: PfContext,
  value: string,
  floating: boolean,
): 'any' | string[] | { error: string } {
  const keys = value
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (keys.length === 0) return floating ? 'any' : { error: 'the rule names no interface' };
  const names: string[] = [];
  for (const key of keys) {
    const members = ctx.groups.get(key);
    for (const member of members ?? [key]) {
      if (!ctx.interfaces.has(member))
        return {
          error: `interface ${member} is not a converted interface (OpenVPN, IPsec or an internal one): recreate the rule on the FortiOS tunnel interface`,
        };
      names.push(ctx.intf(member));
    }
  }
  return [...new Set(names)];
}

function readRule(ctx: PfContext, node: TXmlNode, index: number): TReadRule | undefined {
  const id = text(node, 'tracker') || node.attrs.uuid || `rule-${index}`;
  const descr = text(node, 'descr');
  const unsupported = (code: string, why: string) => {
    ctx.report(
      'unsupported',
      'Policies',
      node,
      code,
      `${descr ? `Rule "${descr}"` : 'This rule'} is not converted: ${why}.`,
      id,
    );
    return undefined;
  };
  const type = text(node, 'type') || 'pass';
  const action = ACTIONS[type];
  if (!action) return unsupported('PF_RULE_TYPE', `type ${type} has no FortiOS policy action`);
  const floating = flag(node, 'floating');
  const direction = text(node, 'direction') || (floating ? 'any' : 'in');
  if (direction !== 'in' && direction !== 'out' && direction !== 'any')
    return unsupported('PF_RULE_DIRECTION', `direction ${direction} is not known`);
  const family = text(node, 'ipprotocol') || 'inet';
  if (family === 'inet6')
    return unsupported(
      'PF_RULE_IPV6',
      'IPv6 rules are not converted: recreate them as FortiOS IPv6 policies',
    );
  const intf = ruleInterfaces(ctx, text(node, 'interface'), floating);
  if (!Array.isArray(intf) && intf !== 'any') return unsupported('PF_RULE_INTERFACE', intf.error);
  const origin = ctx.origin(node);
  const src = readCell(ctx, child(node, 'source'), origin);
  if ('error' in src) return unsupported('PF_RULE_ADDRESS', src.error);
  const dst = readCell(ctx, child(node, 'destination'), origin);
  if ('error' in dst) return unsupported('PF_RULE_ADDRESS', dst.error);
  const service = ruleService(
    ctx,
    {
      protocol: text(node, 'protocol'),
      icmpTypes: text(node, 'icmptype'),
      dstPort: dst.port,
      srcPort: src.port,
    },
    origin,
  );
  if ('error' in service) return unsupported('PF_RULE_SERVICE', service.error);
  const sched = text(node, 'sched');
  if (sched && !ctx.names.has('schedules', sched))
    return unsupported('PF_RULE_SCHEDULE', `schedule ${sched} did not convert`);
  ctx.take(node);
  const policy: TPolicy = {
    id,
    origin,
    srcIntf: intf,
    dstIntf: 'any',
    srcAddr: src.refs,
    dstAddr: dst.refs,
    service: service.service,
    ...action,
    log: flag(node, 'log'),
    enabled: !flag(node, 'disabled'),
  };
  if (src.negate) policy.srcNegate = true;
  if (dst.negate) policy.dstNegate = true;
  if (sched) policy.schedule = sched;
  if (descr) policy.comment = descr;
  if (dst.self && !dst.negate) {
    // FortiOS firewall policies do not see traffic to the FortiGate itself.
    policy.membersLeftOut = ['destination: the firewall itself'];
    ctx.note(
      'policies',
      id,
      'partial',
      'PF_RULE_TO_FIREWALL',
      'Traffic to the firewall itself: on a FortiGate it is governed by the interface administrative access and local-in policies, not by this policy; set allowaccess or a local-in policy to match.',
      'unknown',
    );
  }
  conditions(ctx, node, policy, family);
  const quick = floating
    ? flag(node, 'quick')
    : child(node, 'quick') === undefined || flag(node, 'quick');
  return {
    node,
    policy,
    quick,
    floating,
    direction,
    group: !!ctx.groups.get(text(node, 'interface')),
  };
}
