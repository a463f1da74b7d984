import type { TPolicy, TRefList } from '../../model/ir.js';
import { readAce, entryWords, type TAce } from './ace.js';
import { isRemark } from './acls.js';
import type { IosContext, TAcl, TBinding, TLine } from './context.js';
import { wholeTrafficPolicy } from '../toolkit/implicit-policy.js';

const refs = (operand: TAce['src']): TRefList => (operand.kind === 'any' ? 'any' : [operand.name]);

/** An ACE as a policy between the given interfaces; what FortiOS cannot carry is kept or noted. */
export function acePolicy(
  ctx: IosContext,
  ace: TAce,
  id: string,
  line: TLine,
  between: { srcIntf: TRefList; dstIntf: TRefList },
): TPolicy {
  const policy: TPolicy = {
    id,
    origin: ctx.origin(line),
    ...between,
    srcAddr: refs(ace.src),
    dstAddr: refs(ace.dst),
    service: ace.service === 'any' ? 'any' : [ace.service],
    action: ace.action,
    log: ace.log,
    enabled: true,
  };
  // Kept as conditions the verifier sees: the FortiOS rule lacks them, so it is not the same rule.
  if (ace.other.length > 0) policy.otherConditions = ace.other;
  if (ace.other.some((c) => c.value === 'established'))
    ctx.note(
      'policies',
      id,
      'partial',
      'IOS_ESTABLISHED',
      'established matches only TCP replies (ACK or RST set); FortiOS policies are stateful and match new sessions, so this rule admits sessions the original did not. Replies to sessions a policy allows pass on FortiOS anyway: usually delete this rule.',
      ace.action === 'accept' ? 'widens' : 'narrows',
    );
  else if (ace.other.length > 0)
    ctx.note(
      'policies',
      id,
      'partial',
      'IOS_ACE_CONDITION',
      `Not carried: ${ace.other.map((c) => `${c.kind.replace('ios-', '')} ${c.value}`).join(', ')}. The FortiOS rule matches without ${ace.other.length === 1 ? 'it' : 'them'}.`,
      ace.action === 'accept' ? 'widens' : 'narrows',
    );
  if (ace.logInput)
    ctx.note(
      'policies',
      id,
      'partial',
      'IOS_LOG_INPUT',
      'log-input becomes logtraffic all: FortiOS logs list the input interface anyway.',
      'cosmetic',
    );
  if (ace.reflect)
    ctx.note(
      'policies',
      id,
      'partial',
      'IOS_REFLECT',
      `reflect ${ace.reflect}: the reflexive list opened replies; FortiOS admits replies of allowed sessions statefully.`,
    );
  return policy;
}

/** A rule that could not be read: kept, never converted, so no verdict over it is `equivalent`. */
function unreadable(
  ctx: IosContext,
  line: TLine,
  id: string,
  why: string,
  between: { srcIntf: TRefList; dstIntf: TRefList },
): TPolicy {
  return {
    id,
    origin: ctx.origin(line),
    ...between,
    srcAddr: 'any',
    dstAddr: 'any',
    service: 'any',
    action: entryWords(line)[0] === 'deny' ? 'deny' : 'accept',
    log: false,
    enabled: true,
    incomplete: why,
  };
}

/** The entries of an ACL as policies, in order; a remark is the next rule's comment. */
export function aclPolicies(
  ctx: IosContext,
  acl: TAcl,
  idPrefix: string,
  between: { srcIntf: TRefList; dstIntf: TRefList },
): TPolicy[] {
  const policies: TPolicy[] = [];
  let remark: string[] = [];
  acl.lines.forEach((line, index) => {
    const words = entryWords(line);
    if (isRemark(words)) {
      remark.push(words.slice(1).join(' '));
      ctx.report(
        'converted',
        'Policies',
        line,
        'IOS_REMARK',
        'The remark becomes the comment of the next rule.',
        acl.name,
      );
      return;
    }
    const id = `${idPrefix}:${index + 1}`;
    if (words[0] === 'evaluate' || words[0] === 'dynamic') {
      policies.push(
        unreadable(
          ctx,
          line,
          id,
          `${words[0]} (a reflexive or lock-and-key entry) has no FortiOS equivalent`,
          between,
        ),
      );
      return;
    }
    const ace = readAce(ctx, line, acl.kind === 'standard');
    if (typeof ace === 'string') {
      policies.push(unreadable(ctx, line, id, ace, between));
      return;
    }
    const policy = acePolicy(ctx, ace, id, line, between);
    if (remark.length > 0) policy.comment = remark.join(' ').slice(0, 1023);
    remark = [];
    policies.push(policy);
  });
  return policies;
}

const implicitDeny = (
  ctx: IosContext,
  binding: TBinding,
  id: string,
  between: { srcIntf: TRefList; dstIntf: TRefList },
): TPolicy =>
  wholeTrafficPolicy(id, ctx.origin(binding.line), between, 'deny', {
    implicit: `IOS ends every access list with an unprinted deny: ${binding.acl} ${binding.direction} on ${binding.iface}.`,
  });

/**
 * Interface ACLs as policies: each `in` list from its interface, then each `out` list towards
 * its interface, in ACL order, each ended by the implicit deny. Traffic that passes an `in`
 * list is checked against the `out` list of the interface it leaves on IOS; one FortiOS policy
 * decides, so where both exist the `in` accepts are marked as not the whole rule.
 */
export function interfacePolicies(ctx: IosContext, converted: Set<TLine>): TPolicy[] {
  const policies: TPolicy[] = [];
  const counts = new Map<string, number>();
  for (const b of ctx.bindings) counts.set(b.acl, (counts.get(b.acl) ?? 0) + 1);
  const outs = ctx.bindings.filter((b) => b.direction === 'out' && ctx.acls.has(b.acl));
  const sorted = [...ctx.bindings].sort((a, b) =>
    a.direction === b.direction ? 0 : a.direction === 'in' ? -1 : 1,
  );
  for (const binding of sorted) {
    const acl = ctx.acls.get(binding.acl);
    if (!acl) {
      ctx.report(
        'ignored',
        'Policies',
        binding.line,
        'IOS_ACL_UNDEFINED',
        `${binding.acl} is not defined: IOS filters nothing with it.`,
        binding.acl,
      );
      continue;
    }
    const between =
      binding.direction === 'in'
        ? { srcIntf: [binding.iface], dstIntf: 'any' as const }
        : { srcIntf: 'any' as const, dstIntf: [binding.iface] };
    const prefix =
      (counts.get(binding.acl) ?? 0) > 1
        ? `${binding.acl}@${binding.direction}:${binding.iface}`
        : binding.acl;
    const rules = aclPolicies(ctx, acl, prefix, between);
    for (const line of acl.lines) converted.add(line);
    const otherOuts = binding.direction === 'in' ? outs : [];
    if (otherOuts.length > 0)
      for (const rule of rules)
        if (rule.action === 'accept' && !rule.incomplete)
          rule.membersLeftOut = otherOuts.map(
            (o) =>
              `the out list ${o.acl} of ${o.iface}, which IOS also applies to what this rule permits towards ${o.iface}`,
          );
    policies.push(...rules, implicitDeny(ctx, binding, `${prefix}:implicit-deny`, between));
    ctx.report(
      binding.direction === 'out' && policies.some((p) => p.membersLeftOut)
        ? 'partial'
        : 'converted',
      'Policies',
      binding.line,
      'IOS_ACCESS_GROUP',
      binding.direction === 'in'
        ? `Rules of ${binding.acl} apply to traffic entering ${binding.iface}.`
        : `Rules of ${binding.acl} apply to traffic leaving by ${binding.iface}, after every inbound list.`,
      binding.acl,
    );
  }
  return policies;
}
