import type { TPolicy, TRefList } from '../../model/ir.js';
import type { PanContext } from './context.js';
import { sslUserPolicies } from './gp-policies.js';
import { resolveAddresses, resolveServices, resolveZones } from './refs.js';
import { at, child, entries, members, nameOf, textAt, type TXmlNode } from './xml-tree.js';

const isAny = (values: string[]) => values.length === 0 || values.includes('any');

/**
 * Security rules of one rulebase, in order, as policies. `layer` keeps ids of the Panorama
 * layers apart (`pre`, `post`, `shared-pre`...). Match conditions FortiOS policies cannot hold
 * (App-IDs, users, URL categories, HIP) are reported on the policy, never dropped silently.
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
  const notes: {
    status: 'partial' | 'unsupported' | 'converted';
    code: string;
    message: string;
  }[] = [];
  const partial = (code: string, message: string) =>
    notes.push({ status: 'partial', code, message });
  const applications = members(child(entry, 'application'));
  const src = resolveAddresses(ctx, members(child(entry, 'source')), entry);
  const dst = resolveAddresses(ctx, members(child(entry, 'destination')), entry);
  const svc = resolveServices(ctx, members(child(entry, 'service')), applications, entry);
  let enabled = textAt(entry, 'disabled') !== 'yes';
  const cells: [string, { refs: TRefList; missing: string[] }][] = [
    ['source', src],
    ['destination', dst],
    ['service', svc],
  ];
  for (const [cell, resolved] of cells) {
    if (resolved.missing.length === 0) continue;
    if (resolved.refs !== 'any' && resolved.refs.length === 0) {
      enabled = false;
      notes.push({
        status: 'unsupported',
        code: 'PANOS_RULE_CELL_EMPTY',
        message: `Nothing of its ${cell} (${resolved.missing.join(', ')}) could be converted${cell === 'service' && svc.appDefault ? ' (App-IDs without known standard ports)' : ''}: the policy is written disabled; complete it by hand.`,
      });
    } else {
      partial(
        'PANOS_RULE_MEMBER_MISSING',
        `Left out of its ${cell}: ${resolved.missing.join(', ')} (not defined here or not convertible).`,
      );
    }
  }
  if (!isAny(applications)) {
    partial(
      'PANOS_APP_ID',
      svc.appDefault
        ? `App-IDs ${applications.join(', ')} are matched by their standard ports only.`
        : `App-IDs ${applications.join(', ')} are not enforced: the policy matches its services on any application (add an application control profile).`,
    );
  }
  const users = members(child(entry, 'source-user'));
  const from = resolveZones(ctx, members(child(entry, 'from')), entry);
  const fromSsl = from !== 'any' && from.includes('ssl.root');
  if (!isAny(users) && !fromSsl)
    partial(
      'PANOS_SOURCE_USER',
      `Source users ${users.join(', ')} are not converted: the policy applies to every user.`,
    );
  const categories = members(child(entry, 'category'));
  if (!isAny(categories))
    partial(
      'PANOS_URL_CATEGORY',
      `URL categories ${categories.join(', ')} are not converted (use a web filter profile).`,
    );
  for (const hip of ['hip-profiles', 'source-hip', 'destination-hip']) {
    const values = members(child(entry, hip));
    if (!isAny(values)) partial('PANOS_HIP', `HIP match (${values.join(', ')}) is not converted.`);
  }
  const action = textAt(entry, 'action') ?? 'allow';
  // FortiOS answers the client of a denied session (send-deny-packet); never the server.
  if (action === 'reset-server' || action === 'reset-both')
    partial('PANOS_RESET', `Action ${action}: FortiOS resets the client, not the server.`);
  if (child(entry, 'profile-setting'))
    partial(
      'PANOS_PROFILES',
      'Its security profiles are not carried over: attach FortiOS security profiles.',
    );
  if (child(entry, 'target'))
    partial(
      'PANOS_TARGET',
      'Device targeting is not converted: the policy applies on this FortiGate.',
    );
  const logSetting = textAt(entry, 'log-setting');
  if (logSetting)
    notes.push({
      status: 'converted',
      code: 'PANOS_LOG_SETTING',
      message: `Log forwarding profile ${logSetting} is not carried over; traffic logging is.`,
    });
  const schedule = textAt(entry, 'schedule');
  if (schedule && !ctx.has('schedules', schedule)) {
    enabled = false;
    notes.push({
      status: 'unsupported',
      code: 'PANOS_SCHEDULE_MISSING',
      message: `Its schedule ${schedule} did not convert: the policy is written disabled.`,
    });
  }
  const to = resolveZones(ctx, members(child(entry, 'to')), entry);
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
  } else {
    policies.push({ ...base, id, srcIntf: from, dstIntf: ruleType === 'intrazone' ? from : to });
    const overlap = from === 'any' || to === 'any' || from.some((z) => to.includes(z));
    if (ruleType === 'interzone' && overlap)
      partial(
        'PANOS_INTERZONE',
        'rule-type interzone: same-zone traffic is not excluded on FortiOS.',
      );
    if (ruleType === 'intrazone')
      partial(
        'PANOS_INTRAZONE_ANY',
        'rule-type intrazone with any zone: it also matches traffic between zones.',
      );
  }
  const ssl = fromSsl ? sslUserPolicies(ctx, policies, users) : { policies, notes: [] };
  notes.push(...ssl.notes);
  for (const policy of ssl.policies) {
    ctx.model.policies.push(policy);
    for (const note of notes) ctx.note('policies', policy.id, note.status, note.code, note.message);
  }
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
