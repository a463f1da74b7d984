import type { TPolicy, TRefList } from '../../model/ir.js';
import { effectOfDropping, type HuaweiContext } from './context.js';
import { LEFTOVERS } from './leftovers.js';
import { restOf, type TVrpLine } from './lines.js';
import { emptiedFields, readRuleMatch, refList, type TRuleMatch } from './rule-match.js';

const POLICIES = 'Policies';

/**
 * Include and exclude lists of one side: excludes alone negate the side; both together become
 * a group with excluded members (FortiOS `exclude-member`).
 */
function side(
  ctx: HuaweiContext,
  name: string,
  include: string[],
  exclude: string[],
  view: TVrpLine,
): { list: TRefList; negate?: boolean } {
  if (exclude.length === 0) return { list: refList(include) };
  if (include.length === 0) return { list: refList(exclude), negate: true };
  ctx.model.addressGroups.push({
    name,
    origin: ctx.origin(view),
    generated: true,
    members: [...new Set(include)],
    exclude: [...new Set(exclude)],
  });
  return { list: [name] };
}

/** A condition kept in the model's own fields, by the word that starts its line. */
function keepCondition(policy: TPolicy, line: TVrpLine): boolean {
  const [w0, w1] = line.words;
  const values = line.words.slice(w0 === 'application' || w0 === 'user' ? 2 : 1);
  if (w0 === 'application' && (w1 === 'app' || w1 === 'category' || w1 === 'subcategory')) {
    const prefix = w1 === 'app' ? '' : `${w1}:`;
    policy.applications = [...(policy.applications ?? []), ...values.map((v) => prefix + v)];
  } else if (w0 === 'url-category' || (w0 === 'url' && w1 === 'category')) {
    policy.urlCategories = [
      ...(policy.urlCategories ?? []),
      ...line.words.slice(w0 === 'url' ? 2 : 1),
    ];
  } else if (w0 === 'user' || w0 === 'user-group') {
    const list =
      w0 === 'user' && (w1 === 'user-group' || w1 === 'user') ? values : line.words.slice(1);
    if (list.length === 1 && list[0] === 'any') return true;
    const kept = list.map((value) => ({ kind: 'source-user', value }));
    policy.otherConditions = [...(policy.otherConditions ?? []), ...kept];
  } else if (
    w0 === 'vlan' ||
    w0 === 'source-region' ||
    w0 === 'destination-region' ||
    w0 === 'terminal-device'
  ) {
    const kept = line.words.slice(1).map((value) => ({ kind: w0, value }));
    policy.otherConditions = [...(policy.otherConditions ?? []), ...kept];
  } else return false;
  return true;
}

/** One `rule name R` of `security-policy`, in printed order. */
function readRule(ctx: HuaweiContext, view: TVrpLine, cut: boolean): void {
  const name = view.words.slice(2).join(' ');
  const match: TRuleMatch = readRuleMatch(ctx, view);
  const src = side(ctx, `${name}_src`, match.src, match.srcExclude, view);
  const dst = side(ctx, `${name}_dst`, match.dst, match.dstExclude, view);
  const policy: TPolicy = {
    id: `security-policy:${name}`,
    name,
    origin: ctx.origin(view),
    srcIntf: refList(match.srcZones),
    dstIntf: refList(match.dstZones),
    srcAddr: src.list,
    dstAddr: dst.list,
    service: refList(match.services),
    action: 'deny',
    log: false,
    enabled: true,
  };
  if (src.negate) policy.srcNegate = true;
  if (dst.negate) policy.dstNegate = true;
  let action: string | undefined;
  const profiles: string[] = [];
  for (const line of match.rest) {
    const [w0, w1, w2] = line.words;
    if (w0 === 'action') action = w1;
    else if (w0 === 'disable' || (w0 === 'undo' && w1 === 'enable')) policy.enabled = false;
    else if (w0 === 'enable') policy.enabled = true;
    else if (w0 === 'description') policy.comment = restOf(line, 1);
    else if (w0 === 'time-range' && w1) {
      if (ctx.names.has('schedules', w1)) policy.schedule = w1;
      else match.leftOut.push(`time-range ${w1}`);
    } else if ((w0 === 'policy' || w0 === 'session') && w1 === 'logging') policy.log = true;
    else if (w0 === 'profile' && w1) profiles.push(`${w1} ${w2 ?? ''}`.trim());
    else if (
      !keepCondition(policy, line) &&
      !ctx.reportLeftover(LEFTOVERS, ['rule', ...line.words], line, name)
    ) {
      // Perhaps a match condition: kept as one, so the rule is never taken as compared.
      const kept = { kind: w0 ?? '', value: line.words.slice(1).join(' ') };
      policy.otherConditions = [...(policy.otherConditions ?? []), kept];
      ctx.report(
        'unrecognised',
        POLICIES,
        line,
        'HW_RULE_LINE',
        `Not read: "${line.text}" in rule ${name}; kept as a condition of the rule.`,
        name,
      );
    }
  }
  if (action === 'permit') policy.action = 'accept';
  else if (action !== 'deny') policy.incomplete = 'the rule has no action permit or deny';
  if (cut) policy.incomplete = 'the export ends inside this rule';
  if (match.local)
    return ctx.report(
      policy.enabled ? 'unsupported' : 'ignored',
      POLICIES,
      view,
      'HW_RULE_LOCAL',
      'A rule to or from zone local (the firewall itself): make it a FortiOS local-in policy or interface allowaccess.',
      name,
    );
  const emptied = emptiedFields(match);
  if (emptied.length > 0)
    return ctx.report(
      policy.enabled ? 'unsupported' : 'ignored',
      POLICIES,
      view,
      'HW_RULE_UNRESOLVED',
      `Not converted: every member of ${emptied.join(', ')} is undefined or unreadable (${match.leftOut.join('; ')}); without them the rule would match more.`,
      name,
    );
  if (match.leftOut.length > 0) policy.membersLeftOut = match.leftOut;
  ctx.model.policies.push(policy);
  if (match.leftOut.length > 0)
    ctx.note(
      'policies',
      policy.id,
      'partial',
      'HW_RULE_MEMBERS',
      `Left out (undefined or unreadable): ${match.leftOut.join('; ')}.`,
      policy.action === 'accept' ? 'narrows' : 'widens',
    );
  if (profiles.length > 0 && policy.action === 'accept')
    ctx.note(
      'policies',
      policy.id,
      'partial',
      'HW_RULE_PROFILE',
      `Content security profiles ${profiles.join(', ')} are not converted: attach FortiOS AV, IPS or web filter profiles to the policy.`,
      effectOfDropping('accept'),
    );
}

/** `security-policy`: its rules in order, `default action`, the rest reported. */
export function readSecurityPolicy(
  ctx: HuaweiContext,
  views: readonly TVrpLine[],
  cut?: TVrpLine,
): void {
  for (const view of views) {
    ctx.viewHead(
      POLICIES,
      view,
      'HW_SECURITY_POLICY',
      'The security policy: its rules become FortiOS policies in the same order.',
    );
    for (const line of view.children) {
      const [w0, w1, w2] = line.words;
      if (w0 === 'rule' && w1 === 'name')
        readRule(ctx, line, view === cut && line === view.children.at(-1));
      else if (w0 === 'default' && w1 === 'action' && (w2 === 'permit' || w2 === 'deny')) {
        ctx.model.defaultAction = w2 === 'permit' ? 'accept' : 'deny';
        ctx.report(
          'converted',
          POLICIES,
          line,
          'HW_DEFAULT_ACTION',
          `Traffic no rule matches is ${w2 === 'permit' ? 'accepted' : 'denied'}.`,
        );
      } else if (!ctx.reportLeftover(LEFTOVERS, ['security-policy', ...line.words], line))
        ctx.report(
          'unrecognised',
          POLICIES,
          line,
          'HW_POLICY_LINE',
          `Not read: "${line.text}" in security-policy.`,
        );
    }
  }
}
