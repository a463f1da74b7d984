import type { TPolicy, TRefList } from '../../model/ir.js';
import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import type { SophosContext } from './context.js';
import { resolveAddresses, resolveServices, type TResolved } from './refs.js';
import { orderRules } from './rule-order.js';
import { ruleOptionNotes, type TRuleNote } from './rule-options.js';
import { ALWAYS } from './schedules.js';
import { enabled, list, text } from './xml.js';
import { resolveZones } from './zones.js';

/** A converted rule with what its NAT readers need (SFOS 17 in-rule NAT, linked NAT). */
export interface TReadRule {
  policy: TPolicy;
  node: TXmlNode;
  body: TXmlNode;
}

/** Rule types that are packet filter rules; the others are proxies (WAF, business rules). */
const PACKET_RULES = new Set(['Network', 'User']);

/**
 * Firewall rules (`<FirewallRule>`, SFOS 18+; `<SecurityPolicy>`, SFOS 17 and older) in
 * evaluation order: each IP family's chain rebuilt from `Position`/`After`, first match, no
 * match drops. IPv6 rules, WAF and business application rules and rules to the appliance
 * (`LOCAL`) are reported, not converted.
 */
export function readPolicies(ctx: SophosContext, nodes: Map<string, TXmlNode[]>): TReadRule[] {
  const all = [...(nodes.get('FirewallRule') ?? []), ...(nodes.get('SecurityPolicy') ?? [])];
  const read: TReadRule[] = [];
  for (const family of ['IPv4', 'IPv6']) {
    const chain = all.filter((n) => (text(n, 'IPFamily') ?? 'IPv4') === family);
    for (const placed of orderRules(chain)) {
      const rule = readRule(ctx, placed.node, placed.name, family, placed.orphan);
      if (rule) read.push(rule);
    }
  }
  return read;
}

function readRule(
  ctx: SophosContext,
  node: TXmlNode,
  name: string,
  family: string,
  orphan: string | undefined,
): TReadRule | undefined {
  const on = enabled(node, 'Status', true);
  const type = text(node, 'PolicyType') ?? 'Network';
  const body = child(node, 'NetworkPolicy') ?? child(node, 'UserPolicy') ?? node;
  const skip = (why: string, code: string) => {
    // A disabled rule decides nothing: leaving it out is no loss.
    ctx.report(on ? 'unsupported' : 'ignored', 'Policies', node, code, why, name);
    return undefined;
  };
  if (!name) return skip('A rule without a name is not converted.', 'SOPHOS_RULE_NO_NAME');
  if (family === 'IPv6')
    return skip(
      'IPv6 rules are not converted: make the IPv6 policy on FortiOS.',
      'SOPHOS_IPV6_RULE',
    );
  if (!PACKET_RULES.has(type))
    return skip(
      `A ${type} rule (web server protection or a business application rule) is a reverse proxy or published server, not a packet rule: make the FortiOS virtual server or VIP and policy by hand.`,
      'SOPHOS_RULE_TYPE',
    );
  const destinationZones = list(body, 'DestinationZones', 'Zone');
  if (destinationZones.includes('LOCAL'))
    return skip(
      'A rule to the appliance itself (zone LOCAL) is a FortiOS local-in policy or interface allowaccess: set it by hand.',
      'SOPHOS_LOCAL_RULE',
    );
  const lost: string[] = [];
  const leftOut: string[] = [];
  const notes: TRuleNote[] = [];
  const cell = (label: string, resolved: TResolved): TRefList => {
    leftOut.push(...resolved.missing, ...resolved.lossy);
    if (resolved.lossy.length)
      notes.push({
        status: 'partial',
        code: 'SOPHOS_RULE_NOT_COMPARED',
        message: `Its ${label} ${resolved.lossy.join(', ')} ${resolved.lossy.length > 1 ? 'are' : 'is'} not complete in this input (a zone without interfaces, a group with members left out): the policy is not compared.`,
        effect: 'unknown',
      });
    if (resolved.refs !== 'any' && resolved.refs.length === 0)
      lost.push(
        `nothing of its ${label} (${resolved.missing.join(', ')}) is defined in this input`,
      );
    else if (resolved.missing.length)
      notes.push({
        status: 'partial',
        code: 'SOPHOS_RULE_MEMBER_MISSING',
        message: `Left out of its ${label}: ${resolved.missing.join(', ')} (not defined in this input).`,
        effect: 'narrows',
      });
    return resolved.refs;
  };
  const srcIntf = cell('source zones', resolveZones(ctx, list(body, 'SourceZones', 'Zone'), node));
  const dstIntf = cell('destination zones', resolveZones(ctx, destinationZones, node));
  const srcAddr = cell(
    'source networks',
    resolveAddresses(ctx, list(body, 'SourceNetworks', 'Network'), node),
  );
  const dstAddr = cell(
    'destination networks',
    resolveAddresses(ctx, list(body, 'DestinationNetworks', 'Network'), node),
  );
  const service = cell('services', resolveServices(ctx, list(body, 'Services', 'Service')));
  const schedule = text(body, 'Schedule');
  const scheduled = schedule && schedule !== ALWAYS ? schedule : undefined;
  if (scheduled && !ctx.names.has('schedules', scheduled))
    lost.push(`its schedule ${scheduled} is not defined in this input`);
  if (orphan) lost.push(orphan);
  const action = text(body, 'Action') ?? 'Drop';
  const accept = action === 'Accept';
  const policy: TPolicy = {
    id: name,
    name,
    origin: ctx.origin(node),
    srcIntf,
    dstIntf,
    srcAddr,
    dstAddr,
    service,
    action: accept ? 'accept' : 'deny',
    ...(action === 'Reject' ? { sendDeny: true } : {}),
    log: enabled(body, 'LogTraffic', false),
    enabled: on,
    ...(scheduled && ctx.names.has('schedules', scheduled) ? { schedule: scheduled } : {}),
    ...(text(node, 'Description') ? { comment: text(node, 'Description') } : {}),
    ...identity(body, type, notes),
    ...(lost.length ? { incomplete: lost.join('; ') } : {}),
    ...(leftOut.length ? { membersLeftOut: [...new Set(leftOut)] } : {}),
  };
  if (text(node, 'Section') && text(node, 'Section') !== 'Local')
    notes.push({
      status: 'converted',
      code: 'SOPHOS_CENTRAL_SECTION',
      message: `Managed by Sophos Central (section ${text(node, 'Section')}): its place in the order is kept.`,
    });
  notes.push(...ruleOptionNotes(body === node ? [node] : [node, body], accept));
  ctx.model.policies.push(policy);
  for (const note of notes)
    ctx.note('policies', policy.id, note.status, note.code, note.message, note.effect);
  if (policy.incomplete)
    ctx.note(
      'policies',
      policy.id,
      'unsupported',
      'SOPHOS_RULE_INCOMPLETE',
      'Define what it names (or rebuild the rule) on FortiOS.',
    );
  return { policy, node, body };
}

/**
 * A user rule's identities (`Identity/Member`: users or groups, local or from a directory)
 * as policy groups; a user rule matching identity with no member names every authenticated
 * user, which no FortiOS field states: kept as a condition, so it is never taken as any.
 */
function identity(body: TXmlNode, type: string, notes: TRuleNote[]): Partial<TPolicy> {
  const members = list(body, 'Identity', 'Member');
  const matches = type === 'User' || enabled(body, 'MatchIdentity', false);
  if (enabled(body, 'ShowCaptivePortal', false))
    notes.push({
      status: 'partial',
      code: 'SOPHOS_CAPTIVE_PORTAL',
      message:
        'Its captive portal is not carried: set FortiOS authentication (captive portal) on the source interface.',
      effect: 'unknown',
    });
  if (members.length) return { groups: members };
  if (!matches) return {};
  return { otherConditions: [{ kind: 'identity', value: 'any authenticated user' }] };
}
