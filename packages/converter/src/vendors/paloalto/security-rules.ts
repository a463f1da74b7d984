import type { TPolicy, TRefList } from '../../model/ir.js';
import type { PanContext } from './context.js';
import { sslUserPolicies } from './gp-policies.js';
import { resolveAddresses, resolveServices, resolveZones } from './refs.js';
import { ruleConditions, ruleIncomplete, withEffect, type TRuleNote } from './rule-conditions.js';
import { at, child, entries, members, nameOf, textAt, type TXmlNode } from '../toolkit/xml-tree.js';

const isAny = (values: string[]) => values.length === 0 || values.includes('any');

/**
 * Security rules of one rulebase, in order, as policies. `layer` keeps ids of the Panorama
 * layers apart (`pre`, `post`, `shared-pre`...). Match conditions FortiOS policies cannot hold
 * (App-IDs, users, URL categories, HIP) are kept on the model policy and reported, never
 * dropped silently. A rule cut short or missing a field is kept `incomplete` and disabled.
 */
export function readSecurityRules(
  ctx: PanContext,
  rules: TXmlNode | undefined,
  layer: string,
): void {
  for (const entry of entries(rules)) readRule(ctx, entry, layer);
}

function readRule(ctx: PanContext, entry: TXmlNode, layer: string): void {
  const name = nameOf(entry);
  const id = `${layer}:${name}`;
  const origin = ctx.take(entry);
  const incomplete = ruleIncomplete(entry);
  if (incomplete) {
    readIncompleteRule(ctx, entry, id, incomplete);
    return;
  }
  const notes: TRuleNote[] = [];
  const partial = (code: string, message: string) =>
    notes.push({ status: 'partial', code, message });
  const applications = members(child(entry, 'application'));
  const src = resolveAddresses(ctx, members(child(entry, 'source')), entry);
  const dst = resolveAddresses(ctx, members(child(entry, 'destination')), entry);
  const svc = resolveServices(ctx, members(child(entry, 'service')), applications, entry);
  const enabledInSource = textAt(entry, 'disabled') !== 'yes';
  // Why a rule enabled in the source cannot be converted (a cell or schedule lost): kept
  // `incomplete`, so that no verdict counts it as compared.
  const lost: string[] = [];
  const leftOut: string[] = [];
  const cells: [string, { refs: TRefList; missing: string[] }][] = [
    ['source', src],
    ['destination', dst],
    ['service', svc],
  ];
  for (const [cell, resolved] of cells) {
    if (resolved.missing.length === 0) continue;
    // Leaving members out of a negated cell widens it: NOT (a) holds for more than NOT (a, b).
    const negated = cell !== 'service' && textAt(entry, `negate-${cell}`) === 'yes';
    if ((resolved.refs !== 'any' && resolved.refs.length === 0) || negated) {
      const message = `${negated ? 'Some' : 'Nothing'} of its ${negated ? 'negated ' : ''}${cell} (${resolved.missing.join(', ')}) could ${negated ? 'not ' : ''}be converted${cell === 'service' && svc.appDefault ? ' (App-IDs without known standard ports)' : ''}: the rule is not converted; complete it by hand.`;
      lost.push(message);
      notes.push({ status: 'unsupported', code: 'PANOS_RULE_CELL_EMPTY', message });
    } else {
      leftOut.push(...resolved.missing);
      partial(
        'PANOS_RULE_MEMBER_MISSING',
        `Left out of its ${cell}: ${resolved.missing.join(', ')} (not defined here or not convertible).`,
      );
    }
  }
  const users = members(child(entry, 'source-user'));
  const from = resolveZones(ctx, members(child(entry, 'from')), entry);
  const to = resolveZones(ctx, members(child(entry, 'to')), entry);
  const { conditions, notes: conditionNotes } = ruleConditions(entry, { from, to }, svc.appDefault);
  notes.push(...conditionNotes);
  const fromSsl = from !== 'any' && from.includes('ssl.root');
  const action = textAt(entry, 'action') ?? 'allow';
  // FortiOS answers the client of a denied session (send-deny-packet); never the server.
  if (action === 'reset-server' || action === 'reset-both')
    partial('PANOS_RESET', `Action ${action}: FortiOS resets the client, not the server.`);
  if (child(entry, 'profile-setting'))
    partial(
      'PANOS_PROFILES',
      'Its security profiles are not carried over: attach FortiOS security profiles.',
    );
  const logSetting = textAt(entry, 'log-setting');
  if (logSetting)
    // Partial, not converted: where the logs go is lost, though no packet is decided otherwise.
    notes.push({
      status: 'partial',
      code: 'PANOS_LOG_SETTING',
      message: `Log forwarding profile ${logSetting} is not carried over; traffic logging is.`,
    });
  const schedule = textAt(entry, 'schedule');
  if (schedule && !ctx.names.has('schedules', schedule)) {
    const message = `Its schedule ${schedule} did not convert: the rule is not converted.`;
    lost.push(message);
    notes.push({ status: 'unsupported', code: 'PANOS_SCHEDULE_MISSING', message });
  }
  const enabled = enabledInSource && lost.length === 0;
  const comment = textAt(entry, 'description');
  const base: Omit<TPolicy, 'id' | 'srcIntf' | 'dstIntf'> = {
    name,
    origin,
    srcAddr: src.refs,
    dstAddr: dst.refs,
    service: svc.refs,
    action: action === 'allow' ? 'accept' : 'deny',
    ...(action.startsWith('reset') ? { sendDeny: true } : {}),
    log: textAt(entry, 'log-end') !== 'no',
    enabled,
    ...(textAt(entry, 'negate-source') === 'yes' ? { srcNegate: true } : {}),
    ...(textAt(entry, 'negate-destination') === 'yes' ? { dstNegate: true } : {}),
    ...(schedule && enabled ? { schedule } : {}),
    ...(comment ? { comment } : {}),
    ...conditions,
    ...(enabledInSource && lost.length ? { incomplete: lost.join(' ') } : {}),
    ...(leftOut.length ? { membersLeftOut: leftOut } : {}),
  };
  const ruleType = textAt(entry, 'rule-type') ?? 'universal';
  const policies: TPolicy[] = [];
  if (ruleType === 'intrazone' && from !== 'any') {
    // Intrazone: source and destination zone are the same one, for each zone listed.
    for (const zone of from) {
      policies.push({
        ...base,
        id: from.length > 1 ? `${id}@${zone}` : id,
        srcIntf: [zone],
        dstIntf: [zone],
      });
    }
  } else
    policies.push({ ...base, id, srcIntf: from, dstIntf: ruleType === 'intrazone' ? from : to });
  for (const policy of fromSsl ? sslUserPolicies(ctx, policies, users) : policies) {
    ctx.model.policies.push(policy);
    for (const note of notes.map((n) => withEffect(n, action === 'allow')))
      ctx.note('policies', policy.id, note.status, note.code, note.message, note.effect);
  }
}

/**
 * A rule that could not be read completely: kept in the model, `incomplete` and disabled, with
 * what could be read (a cell that is missing matches nothing), so it never converts into a
 * rule broader than the source.
 */
function readIncompleteRule(ctx: PanContext, entry: TXmlNode, id: string, why: string): void {
  const cell = (name: string): TRefList => {
    const node = child(entry, name);
    if (!node) return [];
    const values = members(node);
    return isAny(values) ? 'any' : values;
  };
  const action = textAt(entry, 'action');
  const { conditions } = ruleConditions(entry, { from: cell('from'), to: cell('to') }, false);
  ctx.model.policies.push({
    id,
    name: nameOf(entry),
    origin: ctx.origin(entry),
    srcIntf: cell('from'),
    dstIntf: cell('to'),
    srcAddr: cell('source'),
    dstAddr: cell('destination'),
    service: cell('service'),
    action: action === 'allow' ? 'accept' : 'deny',
    log: false,
    enabled: false,
    incomplete: why,
    ...conditions,
  });
  ctx.note('policies', id, 'unsupported', 'PANOS_RULE_INCOMPLETE', why);
}

/**
 * `default-security-rules`: overrides of intrazone-default (allow) and interzone-default (deny).
 * An intrazone deny makes zones deny intra-zone traffic. FortiOS's implicit policy denies and
 * does not log by default: an interzone allow or default-rule logging is reported.
 */
export function readDefaultRules(ctx: PanContext, rulebase: TXmlNode | undefined): void {
  for (const entry of entries(at(rulebase, 'default-security-rules', 'rules'))) {
    const name = nameOf(entry);
    const action = textAt(entry, 'action');
    const logged = textAt(entry, 'log-end') === 'yes' || textAt(entry, 'log-start') === 'yes';
    if (name === 'intrazone-default' && action && action !== 'allow') {
      for (const zone of ctx.model.zones) zone.intrazone = 'deny';
    }
    const allowAll = name === 'interzone-default' && action === 'allow';
    ctx.report(
      allowAll ? 'unsupported' : logged ? 'partial' : 'converted',
      'Policies',
      entry,
      'PANOS_DEFAULT_RULE',
      allowAll
        ? 'interzone-default allows: FortiOS denies what no policy accepts; add an explicit accept policy if this is really wanted.'
        : `${name}${action ? ` (${action})` : ''} becomes ${name === 'intrazone-default' ? "the zones' intrazone setting" : "FortiOS's implicit deny"}${logged ? '; its logging is not carried over (enable implicit-deny logging)' : ''}.`,
      name,
    );
  }
}
