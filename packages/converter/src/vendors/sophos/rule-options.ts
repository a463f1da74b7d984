import type { TPartialEffect } from '../../report/report-types.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';

/** A remark on a converted rule, added to the report as a note. */
export interface TRuleNote {
  status: 'partial' | 'converted';
  code: string;
  message: string;
  effect?: TPartialEffect;
}

/** Elements the rule readers take as match conditions, actions, order or NAT. */
export const READ_ELEMENTS = new Set([
  'Name',
  'Description',
  'IPFamily',
  'Status',
  'Position',
  'PolicyType',
  'After',
  'Before',
  'NetworkPolicy',
  'UserPolicy',
  'Action',
  'LogTraffic',
  'SourceZones',
  'DestinationZones',
  'SourceNetworks',
  'DestinationNetworks',
  'Services',
  'Schedule',
  'MatchIdentity',
  'ShowCaptivePortal',
  'Identity',
  'ApplyNAT',
  'OutboundAddress',
  'Section',
  'OverrideGatewayDefaultNATPolicy',
]);

/** Security features FortiOS sets with profiles: what they block the output lets through. */
const SECURITY = new Set([
  'WebFilter',
  'ApplicationControl',
  'IntrusionPrevention',
  'ScanHTTP',
  'ScanHTTPS',
  'DecryptHTTPS',
  'ScanFTP',
  'Sandstorm',
  'ZeroDayProtection',
  'ScanVirus',
  'ProxyMode',
  'BlockQuickQuic',
  'SourceSecurityHeartbeat',
  'DestSecurityHeartbeat',
  'MinimumSourceHBPermitted',
  'MinimumDestinationHBPermitted',
  'WebFilterInternetScheme',
  'ApplicationControlInternetScheme',
  'ScanSMTP',
  'ScanSMTPS',
  'ScanIMAP',
  'ScanIMAPS',
  'ScanPOP3',
  'ScanPOP3S',
]);

/** Traffic handling that decides no packet: shaping, marking, accounting. */
const COSMETIC = new Set([
  'TrafficShappingPolicy',
  'TrafficShapingPolicy',
  'DSCPMarking',
  'WebCategoryBaseQoSPolicy',
  'ApplicationBaseQoSPolicy',
  'DataAccounting',
  'SkipLocalDestined',
]);

/** Policy routing of the rule: where accepted traffic leaves. */
const ROUTING = new Set(['PrimaryGateway', 'BackupGateway']);

/** Values that mean the feature is off. */
const OFF = /^(none|disable|disabled|no restriction|revoke|-1|allow all|0)?$/i;

const describe = (nodes: TXmlNode[]) => nodes.map((n) => `${n.name} ${n.text}`).join(', ');

/**
 * What of a rule's options (security profiles, shaping, policy routing, anything unknown) is
 * not carried, as notes: web, application and IPS profiles are reported by name (attach FortiOS
 * profiles), since without them the output accepts what they block.
 */
export function ruleOptionNotes(bodies: TXmlNode[], accept: boolean): TRuleNote[] {
  const security: TXmlNode[] = [];
  const cosmetic: TXmlNode[] = [];
  const routing: TXmlNode[] = [];
  const unknown: TXmlNode[] = [];
  for (const node of bodies.flatMap((b) => b.children)) {
    if (READ_ELEMENTS.has(node.name)) continue;
    if (node.children.length === 0 && OFF.test(node.text)) continue;
    if (SECURITY.has(node.name)) security.push(node);
    else if (COSMETIC.has(node.name)) cosmetic.push(node);
    else if (ROUTING.has(node.name)) routing.push(node);
    else if (node.name !== 'PublicNonHTTPBasedPolicy') unknown.push(node);
  }
  const notes: TRuleNote[] = [];
  if (security.length)
    notes.push({
      status: 'partial',
      code: 'SOPHOS_SECURITY_PROFILES',
      message: `Security features not carried: ${describe(security)}. Attach the matching FortiOS security profiles (web filter, application control, IPS, AV).`,
      effect: accept ? 'widens' : 'cosmetic',
    });
  if (cosmetic.length)
    notes.push({
      status: 'partial',
      code: 'SOPHOS_TRAFFIC_SHAPING',
      message: `Not carried: ${describe(cosmetic)}. Set FortiOS traffic shaping or DSCP on the policy by hand.`,
      effect: 'cosmetic',
    });
  if (routing.length)
    notes.push({
      status: 'partial',
      code: 'SOPHOS_RULE_GATEWAY',
      message: `Policy routing not carried: ${describe(routing)}. Make a FortiOS policy route or SD-WAN rule.`,
      effect: 'unknown',
    });
  if (unknown.length)
    notes.push({
      status: 'partial',
      code: 'SOPHOS_RULE_FIELD_NOT_READ',
      message: `Not read: ${describe(unknown)}. Check what it does and set it on FortiOS.`,
      effect: 'unknown',
    });
  return notes;
}
