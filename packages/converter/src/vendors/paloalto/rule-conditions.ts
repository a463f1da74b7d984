import type { TPolicy, TRefList } from '../../model/ir.js';
import type { TPartialEffect } from '../../report/report-types.js';
import { at, child, entries, members, nameOf, textAt, type TXmlNode } from '../toolkit/xml-tree.js';

type TConditions = Pick<TPolicy, 'applications' | 'urlCategories' | 'devices' | 'otherConditions'>;

/**
 * Elements of a security rule entry that are no match condition of their own, or that the
 * rule reader maps onto other model fields (zones, addresses, services, users, schedule).
 * Any element not listed here is a match condition the model keeps in `otherConditions`
 * (`source-imei`, `source-imsi`, `source-nw-slice`, whatever a later PAN-OS adds).
 */
const NOT_CONDITIONS = new Set([
  'from',
  'to',
  'source',
  'destination',
  'service',
  'source-user',
  'application',
  'category',
  'hip-profiles',
  'source-hip',
  'destination-hip',
  'negate-source',
  'negate-destination',
  'schedule',
  'rule-type',
  'disabled',
  'description',
  'tag',
  'group-tag',
  'target',
  'action',
  'icmp-unreachable',
  'log-start',
  'log-end',
  'log-setting',
  'profile-setting',
  'option',
  'qos',
  'audit-comment',
]);

const listed = (entry: TXmlNode, name: string): string[] => {
  const values = members(child(entry, name));
  return values.includes('any') ? [] : values;
};

type TCondition = { kind: string; value: string };
/** A note on a policy about how one of its conditions converts. */
export type TRuleNote = {
  status: 'partial' | 'unsupported' | 'converted';
  code: string;
  message: string;
  effect?: TPartialEffect;
};

/**
 * Notes whose effect on traffic follows from the rule's action: a condition left out widens an
 * allow rule and narrows a deny rule (it then denies more); members left out do the opposite.
 */
const DROPPED_CONDITION = new Set([
  'PANOS_HIP',
  'PANOS_RULE_CONDITION',
  'PANOS_INTERZONE',
  'PANOS_INTRAZONE_ANY',
  'PANOS_TARGET',
]);

/** The note with its effect on traffic, where the rule's action decides it. */
export function withEffect(note: TRuleNote, accept: boolean): TRuleNote {
  if (note.status !== 'partial') return note;
  if (DROPPED_CONDITION.has(note.code)) return { ...note, effect: accept ? 'widens' : 'narrows' };
  if (note.code === 'PANOS_RULE_MEMBER_MISSING')
    return { ...note, effect: accept ? 'narrows' : 'widens' };
  return note;
}

/**
 * The match conditions of a rule beyond zones, addresses, services and schedule, in the
 * source's own names, and how each converts: App-IDs, URL categories, HIP profiles, source
 * users, rule type, device targeting and any other match element. `any` (or an absent element)
 * is no condition. `from`/`to` are the rule's resolved zones; `appDefault` tells that its
 * services are the App-IDs' standard ports.
 */
export function ruleConditions(
  entry: TXmlNode,
  zones: { from: TRefList; to: TRefList },
  appDefault: boolean,
): { conditions: TConditions; notes: TRuleNote[] } {
  const notes: TRuleNote[] = [];
  const partial = (code: string, message: string) =>
    notes.push({ status: 'partial', code, message });
  // App-IDs, URL categories and source users are conditions the emitter converts (application
  // control, web filter, user groups) and reports; only the ports taken for
  // `application-default` are this reader's own doing.
  const applications = listed(entry, 'application');
  if (applications.length && appDefault)
    partial(
      'PANOS_APP_DEFAULT_PORTS',
      `Its service application-default becomes the standard ports of ${applications.join(', ')} (from a table of well-known ports; Applipedia may list more).`,
    );
  const urlCategories = listed(entry, 'category');
  // Source HIP (and its older name hip-profiles) is the posture of the client's device.
  const devices = [...new Set([...listed(entry, 'hip-profiles'), ...listed(entry, 'source-hip')])];
  // The server's posture is another condition than the client's: kept apart, as both must hold.
  const serverHip = listed(entry, 'destination-hip');
  const other: TCondition[] = serverHip.map((value) => ({ kind: 'destination-hip', value }));
  if (devices.length || serverHip.length)
    partial('PANOS_HIP', `HIP match (${[...devices, ...serverHip].join(', ')}) is not converted.`);
  // Users and groups as the source names them; where the GlobalProtect policies turn them into
  // FortiOS users or groups, they take the condition over (see gp-policies.ts).
  for (const value of listed(entry, 'source-user')) other.push({ kind: 'source-user', value });
  const { from, to } = zones;
  const ruleType = textAt(entry, 'rule-type') ?? 'universal';
  const overlap = from === 'any' || to === 'any' || from.some((z) => to.includes(z));
  // FortiOS has no rule type: interzone with a zone on both sides, or intrazone with any zone,
  // keeps a condition on the zone pair that the policy does not express.
  if (ruleType === 'interzone' && overlap) {
    other.push({ kind: 'rule-type', value: ruleType });
    partial(
      'PANOS_INTERZONE',
      'rule-type interzone: same-zone traffic is not excluded on FortiOS.',
    );
  }
  if (ruleType === 'intrazone' && from === 'any') {
    other.push({ kind: 'rule-type', value: ruleType });
    partial(
      'PANOS_INTRAZONE_ANY',
      'rule-type intrazone with any zone: it also matches traffic between zones.',
    );
  }
  // Panorama device targeting: the rule applies only on (or not on) the devices listed.
  const target = child(entry, 'target');
  const targets = entries(at(target, 'devices')).map(nameOf);
  if (targets.length) {
    const negate = textAt(target, 'negate') === 'yes' ? 'not ' : '';
    other.push({ kind: 'target', value: `${negate}${targets.join(',')}` });
    partial(
      'PANOS_TARGET',
      'Device targeting is not converted: the policy applies on this FortiGate.',
    );
  }
  const unknown: string[] = [];
  for (const element of entry.children) {
    if (NOT_CONDITIONS.has(element.name)) continue;
    const values = members(element);
    if (values.includes('any')) continue;
    const shown = values.length ? values : [element.children.map((c) => c.name).join(',')];
    for (const value of shown) other.push({ kind: element.name, value });
    unknown.push(element.name);
  }
  if (unknown.length)
    notes.push({
      status: 'partial',
      code: 'PANOS_RULE_CONDITION',
      message: `Its match on ${unknown.join(', ')} is not converted: the policy matches without it.`,
    });
  const conditions: TConditions = {
    ...(applications.length ? { applications } : {}),
    ...(urlCategories.length ? { urlCategories } : {}),
    ...(devices.length ? { devices } : {}),
    ...(other.length ? { otherConditions: other } : {}),
  };
  return { conditions, notes };
}

/** The match fields a PAN-OS security rule always has (PAN-OS XML schema; reference §3). */
const REQUIRED_RULE_FIELDS = [
  'from',
  'to',
  'source',
  'destination',
  'application',
  'service',
  'action',
] as const;

/**
 * Why a rule cannot be read completely: the text ends inside it (a file cut short), or a
 * field every PAN-OS rule has is missing. Undefined when it is complete.
 */
export function ruleIncomplete(entry: TXmlNode): string | undefined {
  if (entry.cut) return 'The file ends inside this rule (cut short?): it is not converted.';
  const missing = REQUIRED_RULE_FIELDS.filter((field) => !child(entry, field));
  if (missing.length)
    return `It has no ${missing.join(', ')}, which every PAN-OS rule has (a file cut short or edited?): it is not converted.`;
  return undefined;
}
