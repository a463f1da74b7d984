import type { TPolicy } from '../../model/ir.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import { flag, text, type PfContext } from './context.js';

/** Children of a rule that decide nothing about traffic, or that the reader takes. */
const READ = new Set([
  'id',
  'tracker',
  'type',
  'interface',
  'ipprotocol',
  'protocol',
  'icmptype',
  'source',
  'destination',
  'disabled',
  'log',
  'descr',
  'floating',
  'quick',
  'direction',
  'sched',
  'created',
  'updated',
  'associated-rule-id',
  'category',
  'statetype',
  'gateway',
  'tag',
  'tagged',
  'os',
  'max',
  'max-src-nodes',
  'max-src-conn',
  'max-src-states',
  'max-src-conn-rate',
  'max-src-conn-rates',
  'statetimeout',
  'tcpflags_any',
  'tcpflags1',
  'tcpflags2',
  'allowopts',
  'disablereplyto',
  'nosync',
  'nopfsync',
  'dnpipe',
  'pdnpipe',
  'ackqueue',
  'defaultqueue',
  'vlanprio',
  'vlanprioset',
  'sourcerouting',
  'replyto',
  'label',
  'interfacenot',
  'uuid',
  'state-policy',
  'adaptivestart',
  'adaptiveend',
  'max-src-conn-ratetime',
  'divert-to',
  'overload',
  'set-prio',
  'set-prio-low',
  'prio',
  'tos',
  'icmp6-type',
  'shaper1',
  'shaper2',
]);

/** What of a rule FortiOS cannot carry: kept as conditions or said in notes with their effect. */
export function conditions(ctx: PfContext, node: TXmlNode, policy: TPolicy, family: string): void {
  const id = policy.id;
  const other: { kind: string; value: string }[] = [];
  const tagged = text(node, 'tagged');
  if (tagged) other.push({ kind: 'tagged', value: tagged });
  const os = text(node, 'os');
  if (os) other.push({ kind: 'os', value: os });
  const flags = text(node, 'tcpflags1') || (flag(node, 'tcpflags_any') ? 'any' : '');
  if (flags && flags !== 'any') other.push({ kind: 'tcp-flags', value: flags });
  if (other.length) {
    policy.otherConditions = other;
    ctx.note(
      'policies',
      id,
      'partial',
      'PF_RULE_CONDITION',
      `Match conditions FortiOS has no field for (${other.map((o) => `${o.kind} ${o.value}`).join(', ')}) are kept for the comparison but not written.`,
      policy.action === 'accept' ? 'widens' : 'narrows',
    );
  }
  if (family === 'inet46')
    ctx.note(
      'policies',
      id,
      'partial',
      'PF_RULE_IPV6_HALF',
      'IPv4 and IPv6: the IPv6 half is not converted (add an IPv6 policy).',
      policy.action === 'accept' ? 'narrows' : 'cosmetic',
    );
  const gateway = text(node, 'gateway');
  if (gateway) {
    policy.membersLeftOut = [...(policy.membersLeftOut ?? []), `gateway ${gateway}`];
    ctx.note(
      'policies',
      id,
      'partial',
      'PF_RULE_GATEWAY',
      `Policy routing through gateway ${gateway} is not converted: add a FortiOS policy route.`,
      'unknown',
    );
  }
  const limits = [
    'max',
    'max-src-nodes',
    'max-src-conn',
    'max-src-states',
    'max-src-conn-rate',
  ].filter((n) => text(node, n));
  if (limits.length && policy.action === 'accept') {
    policy.membersLeftOut = [...(policy.membersLeftOut ?? []), `state limits ${limits.join(', ')}`];
    ctx.note(
      'policies',
      id,
      'partial',
      'PF_RULE_LIMITS',
      `State limits (${limits.join(', ')}) are not converted: FortiOS accepts what they cut off.`,
      'widens',
    );
  }
  const tag = text(node, 'tag');
  const state = text(node, 'statetype');
  const informational = [
    ...(tag ? [`sets tag ${tag}`] : []),
    ...(state && state !== 'keep state' ? [`state type ${state}`] : []),
  ];
  const unread = node.children
    .filter((c) => !READ.has(c.name) && (c.text !== '' || c.children.length))
    .map((c) => c.name);
  if (unread.length) {
    policy.membersLeftOut = [...(policy.membersLeftOut ?? []), ...unread];
    ctx.note(
      'policies',
      id,
      'partial',
      'PF_RULE_UNREAD',
      `Settings not read: ${unread.join(', ')}.`,
      'unknown',
    );
  }
  if (informational.length)
    ctx.note(
      'policies',
      id,
      'converted',
      'PF_RULE_STATE',
      `Not carried: ${informational.join(', ')}.`,
    );
}
