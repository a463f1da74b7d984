import type { TPolicy, TRefList } from '../../model/ir.js';
import type { VyosContext } from './context.js';
import type { TAttach } from './policies.js';
import { readSide, ruleStates, words, type TRuleNote } from './rule-match.js';
import { ruleSchedule } from './schedules.js';
import { ruleService } from './services.js';
import { flag, leaf, sub, type TNode } from './tree.js';

/** Keys of a rule read here; any other is a condition FortiOS has no field for. */
const RULE_KEYS = new Set([
  'action',
  'description',
  'disable',
  'log',
  'log-level',
  'log-options',
  'protocol',
  'source',
  'destination',
  'state',
  'icmp',
  'inbound-interface',
  'outbound-interface',
  'jump-target',
  'time',
]);

/** The interfaces a rule's `inbound-interface`/`outbound-interface` narrows the attachment to. */
function narrow(
  ctx: VyosContext,
  rule: TNode,
  key: string,
  attached: TRefList,
): { refs: TRefList } | { lost: string } | undefined {
  const node = sub(rule, key);
  if (!node) return { refs: attached };
  const name =
    leaf(node, 'name') ??
    leaf(node, 'interface-name') ??
    (node.children.length === 1 && !node.children[0]?.children.length
      ? node.children[0]?.word
      : undefined);
  if (!name || name.startsWith('!') || name.includes('*'))
    return { lost: `its ${key} ${words(node)} is not converted` };
  const iface = ctx.interfaceName(name);
  if (attached !== 'any' && !attached.includes(iface)) return undefined;
  return { refs: [iface] };
}

/**
 * One rule: a policy pushed (or a line reported). A `jump` returns its target with the
 * attachment narrowed to the rule's interfaces.
 */
export function readRule(
  ctx: VyosContext,
  set: TNode,
  rule: TNode,
  attach: TAttach,
): { target: string; attach: TAttach } | undefined {
  const id = `${set.word}:${rule.word}`;
  const action = leaf(rule, 'action') ?? 'accept';
  const srcIntf = narrow(ctx, rule, 'inbound-interface', attach.srcIntf);
  const dstIntf = narrow(ctx, rule, 'outbound-interface', attach.dstIntf);
  if (srcIntf === undefined || dstIntf === undefined) {
    ctx.reportOnce(
      rule,
      'ignored',
      'VYOS_RULE_OTHER_INTERFACE',
      'Its interface match excludes where the rule set is applied: it never matches there.',
      id,
    );
    return undefined;
  }
  if ('lost' in srcIntf || 'lost' in dstIntf) {
    ctx.reportOnce(
      rule,
      'unsupported',
      'VYOS_RULE_NOT_CONVERTED',
      `Not converted: ${'lost' in srcIntf ? srcIntf.lost : 'lost' in dstIntf ? dstIntf.lost : ''}.`,
      id,
    );
    return undefined;
  }
  const states = ruleStates(rule);
  const accept = action === 'accept';
  const deny = action === 'drop' || action === 'reject';
  const notes: TRuleNote[] = [];
  if (states) {
    const stateful =
      states.size > 0 && [...states].every((s) => s === 'established' || s === 'related');
    if (stateful && accept) {
      ctx.reportOnce(
        rule,
        'converted',
        'VYOS_STATE_IMPLICIT',
        'Accepts established and related traffic: FortiOS policies are stateful and accept the replies and related sessions of an accepted session anyway, so no policy is needed.',
        id,
      );
      return undefined;
    }
    if (states.size === 1 && states.has('invalid') && deny) {
      ctx.reportOnce(
        rule,
        'converted',
        'VYOS_INVALID_IMPLICIT',
        'Drops packets of invalid state: FortiOS drops packets that belong to no session and do not start one anyway, so no policy is needed.',
        id,
      );
      return undefined;
    }
    if (states.size === 0) {
      ctx.reportOnce(
        rule,
        'ignored',
        'VYOS_STATE_NONE',
        'Every state is disabled: the rule matches nothing.',
        id,
      );
      return undefined;
    }
    if (!states.has('new') || states.has('invalid')) {
      ctx.reportOnce(
        rule,
        'unsupported',
        'VYOS_STATE_MATCH',
        `Its state match (${[...states].join(', ')}) with action ${action} has no FortiOS policy: FortiOS decides only new sessions. Check what it is for and rebuild it by hand.`,
        id,
      );
      return undefined;
    }
    notes.push({
      status: 'converted',
      code: 'VYOS_STATE_NEW',
      message:
        'Its state new match is what a FortiOS policy matches: new sessions (replies follow the session).',
    });
  }
  if (action === 'jump') {
    const target = leaf(rule, 'jump-target');
    const extra = rule.children.filter(
      (c) =>
        ![
          'action',
          'jump-target',
          'description',
          'disable',
          'inbound-interface',
          'outbound-interface',
          'log',
        ].includes(c.word),
    );
    if (!target || extra.length || flag(rule, 'disable')) {
      if (flag(rule, 'disable'))
        ctx.reportOnce(
          rule,
          'ignored',
          'VYOS_RULE_DISABLED',
          'A disabled jump decides nothing.',
          id,
        );
      else
        ctx.reportOnce(
          rule,
          'unsupported',
          'VYOS_JUMP_NOT_CONVERTED',
          `Its jump${target ? ` to ${target}` : ''} with conditions (${extra.map((c) => c.word).join(', ')}) is not converted: inline the target's rules with these conditions by hand.`,
          id,
        );
      return undefined;
    }
    ctx.reportOnce(
      rule,
      'converted',
      'VYOS_JUMP_INLINED',
      `Jumps to ${target}: its rules are converted in its place.`,
      id,
    );
    return {
      target,
      attach: { label: attach.label, srcIntf: srcIntf.refs, dstIntf: dstIntf.refs },
    };
  }
  if (!accept && !deny) {
    ctx.reportOnce(
      rule,
      action === 'continue' ? 'ignored' : 'unsupported',
      'VYOS_RULE_ACTION',
      action === 'continue'
        ? 'Action continue passes the packet on: it decides nothing.'
        : `Action ${action} is not converted: rebuild it on FortiOS by hand.`,
      id,
    );
    return undefined;
  }
  const lost: string[] = [];
  const leftOut: string[] = [];
  const src = readSide(ctx, sub(rule, 'source'));
  const dst = readSide(ctx, sub(rule, 'destination'));
  const service = ruleService(ctx, rule);
  for (const part of [src.lost, dst.lost, 'lost' in service ? service.lost : undefined])
    if (part) lost.push(part);
  for (const part of [src.lossy, dst.lossy, 'lossy' in service ? service.lossy : undefined])
    if (part) leftOut.push(part);
  if (lost.length) {
    ctx.reportOnce(
      rule,
      flag(rule, 'disable') ? 'ignored' : 'unsupported',
      'VYOS_RULE_NOT_CONVERTED',
      `Not converted: ${lost.join('; ')}.`,
      id,
    );
    return undefined;
  }
  const other = [...src.other, ...dst.other];
  const schedule = ruleSchedule(ctx, rule);
  if (schedule && 'why' in schedule)
    other.push({ kind: 'time', value: `${words(sub(rule, 'time') ?? rule)} (${schedule.why})` });
  for (const child of rule.children)
    if (!RULE_KEYS.has(child.word)) other.push({ kind: child.word, value: words(child) });
  if (other.length)
    notes.push({
      status: 'partial',
      code: 'VYOS_RULE_CONDITION_KEPT',
      message: `Its match on ${other.map((o) => `${o.kind} ${o.value}`.trim()).join('; ')} has no FortiOS policy field: kept for review; the policy ${accept ? 'accepts this traffic whatever it is (wider)' : 'denies this traffic whatever it is (narrower)'}.`,
      effect: accept ? 'widens' : 'narrows',
    });
  const policy: TPolicy = {
    id: `${id}${attach.label}`,
    origin: ctx.origin(rule),
    srcIntf: srcIntf.refs,
    dstIntf: dstIntf.refs,
    srcAddr: src.refs,
    dstAddr: dst.refs,
    ...(src.negate ? { srcNegate: true } : {}),
    ...(dst.negate ? { dstNegate: true } : {}),
    service: 'refs' in service ? service.refs : 'any',
    action: accept ? 'accept' : 'deny',
    ...(action === 'reject' ? { sendDeny: true } : {}),
    log: flag(rule, 'log'),
    enabled: !flag(rule, 'disable'),
    ...(schedule && 'name' in schedule ? { schedule: schedule.name } : {}),
    ...(other.length ? { otherConditions: other } : {}),
    ...(leftOut.length ? { membersLeftOut: leftOut } : {}),
  };
  const description = leaf(rule, 'description');
  if (description) policy.comment = description;
  ctx.model.policies.push(policy);
  for (const note of notes)
    ctx.note('policies', policy.id, note.status, note.code, note.message, note.effect);
  if (leftOut.length)
    ctx.note(
      'policies',
      policy.id,
      'partial',
      'VYOS_RULE_NOT_COMPARED',
      `Its groups ${leftOut.join(', ')} are not complete in this input: the policy is not compared.`,
      'unknown',
    );
  return undefined;
}
