import type { TPolicy, TRefList } from '../../model/ir.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import { resolveAlias, type TEnd } from './aliases.js';
import { listOf, textOf, type WatchGuardContext } from './context.js';
import { snatRule } from './nat.js';
import { applyPolicySettings } from './policy-settings.js';

/** How a policy applies dynamic NAT (its NAT settings), kept for the dynamic NAT reader. */
export interface TPolicyNat {
  mode: 'network' | 'all' | 'off';
  /** The policy applies the global 1-to-1 NAT entries (`<global-1to1-nat>`, on unless 0). */
  oneToOne: boolean;
  /** The source IP of "Set source IP" (verify name). */
  sourceIp?: string;
}

/** The Firebox's own catch-all deny policies: FortiOS denies unmatched traffic the same way. */
const IMPLICIT = /^Unhandled (External|Internal) Packet$/;

/**
 * `<policy-list>`: each enforced `<policy>` (named `<policy>-00`) becomes one model policy, or
 * several when its From and To members carry different interfaces (a member is interface AND
 * address AND user; FortiOS crosses every source interface with every source address, so one
 * policy per interface set keeps the meaning). Policies whose To list is only the Firebox are
 * device management, reported. Returns each policy's dynamic NAT setting, by model policy id.
 */
export function readPolicies(
  ctx: WatchGuardContext,
  list: TXmlNode,
  administrative: Map<string, TXmlNode>,
): Map<string, TPolicyNat> {
  const nat = new Map<string, TPolicyNat>();
  for (const node of list.children) {
    const name = textOf(node, 'name').replace(/-\d\d$/, '');
    const abs = administrative.get(name);
    if (abs) {
      administrative.delete(name);
      ctx.report(
        'converted',
        'Policies',
        abs,
        'WG_ABS_POLICY',
        `Policy ${name} as Policy Manager shows it: converted as its enforced form (line ${node.line}).`,
      );
    }
    const policies = readPolicy(ctx, node, name);
    applyPolicySettings(ctx, policies, [node, abs]);
    const mode: TPolicyNat = {
      mode:
        textOf(node, 'dynamic-nat-all') === '1'
          ? 'all'
          : textOf(node, 'global-dnat') === '1'
            ? 'network'
            : 'off',
      oneToOne: textOf(node, 'global-1to1-nat') !== '0',
    };
    const sourceIp = textOf(node, 'dnat-src-ip');
    if (sourceIp && sourceIp !== '0.0.0.0') mode.sourceIp = sourceIp;
    for (const policy of policies) {
      ctx.model.policies.push(policy);
      nat.set(policy.id, mode);
    }
  }
  for (const [name, abs] of administrative)
    ctx.report(
      'unsupported',
      'Policies',
      abs,
      'WG_ABS_POLICY_ALONE',
      `Policy ${name} has no enforced form in <policy-list> (a mobile VPN or other special policy): not converted; recreate it on the FortiGate.`,
    );
  return nat;
}

function readPolicy(ctx: WatchGuardContext, node: TXmlNode, name: string): TPolicy[] {
  const firewall = textOf(node, 'firewall');
  const proxy = textOf(node, 'proxy');
  const skip = (status: 'ignored' | 'unsupported', code: string, message: string) => {
    ctx.report(status, status === 'ignored' ? 'Policies' : 'System', node, code, message, name);
    return [];
  };
  if (IMPLICIT.test(name) && firewall === '2')
    return skip(
      'ignored',
      'WG_IMPLICIT_DENY',
      `${name}: the Firebox's final deny, the same as the FortiGate's implicit deny.`,
    );
  if (firewall !== '1' && firewall !== '2' && firewall !== '4') {
    ctx.report(
      'unrecognised',
      'Policies',
      node,
      'WG_POLICY_ACTION',
      `Policy ${name} has action code ${firewall || '(none)'}, which the converter does not know: not converted.`,
      name,
    );
    return [];
  }
  const service = serviceOf(ctx, textOf(node, 'service'));
  const schedule = textOf(node, 'schedule');
  const missing =
    service === undefined
      ? `service ${textOf(node, 'service')}`
      : schedule && schedule !== 'Always On' && !ctx.names.has('schedules', schedule)
        ? `schedule ${schedule}`
        : undefined;
  if (missing) {
    ctx.report(
      'unsupported',
      'Policies',
      node,
      'WG_POLICY_REFERENCE',
      `Policy ${name} names ${missing}, which was not converted: the policy is not converted. Create it on the FortiGate and add the policy by hand.`,
      name,
    );
    return [];
  }
  const leftOut: string[] = [];
  const ends = (list: string) =>
    listOf(node, list)
      .flatMap((alias) => resolveAlias(ctx, alias.text))
      .filter((end) => {
        if (end.unknown) leftOut.push(end.unknown);
        return !end.unknown && !end.firebox && end.intf.length !== 0;
      });
  const from = ends('from-alias-list');
  const to = ends('to-alias-list');
  if (from.length === 0 || to.length === 0) {
    if (leftOut.length)
      ctx.report(
        'unsupported',
        'Policies',
        node,
        'WG_POLICY_ENDS',
        `Policy ${name}: no member of its ${from.length ? 'To' : 'From'} list could be converted (${leftOut.join(', ')}): not converted.`,
        name,
      );
    else
      skip(
        'unsupported',
        'WG_FIREBOX_POLICY',
        `Policy ${name} is traffic to or from the Firebox itself (management, ping of the device): not a forwarding policy. Allow it on the FortiGate with the interface's allowaccess (or a local-in policy).`,
      );
    return [];
  }
  const base = {
    name,
    origin: ctx.take(node),
    service: service ?? 'any',
    action: firewall === '2' ? ('deny' as const) : ('accept' as const),
    log: textOf(node, 'log') === '1',
    enabled: textOf(node, 'enable') !== '0',
  };
  const comment = textOf(node, 'description');
  const policies: TPolicy[] = [];
  const fromGroups = groupEnds(from, (end) => (end.user ? 'user' : ''));
  const toGroups = groupEnds(to, (end) => end.snat ?? '');
  for (const source of fromGroups) {
    for (const destination of toGroups) {
      const id = fromGroups.length * toGroups.length > 1 ? `${name}#${policies.length + 1}` : name;
      const policy: TPolicy = {
        id,
        ...base,
        srcIntf: source.intf,
        dstIntf: destination.intf,
        srcAddr: source.addr,
        dstAddr: destination.addr,
      };
      if (comment) policy.comment = comment;
      if (schedule && schedule !== 'Always On') policy.schedule = schedule;
      if (firewall === '2' && textOf(node, 'send-tcp-reset') === '1') policy.sendDeny = true;
      if (source.users.length)
        policy.otherConditions = source.users.map((value) => ({ kind: 'source-user', value }));
      if (leftOut.length) policy.membersLeftOut = [...leftOut];
      if (node.cut) policy.incomplete = 'the file ends inside this policy';
      if (destination.key && !applySnat(ctx, policy, destination.key)) continue;
      if (proxy) {
        // The proxy decides the connection: what its action denies is dropped, not passed on
        // to the next policy (a condition that blocks, as a FortiOS security profile does).
        (policy.otherConditions ??= []).push({ kind: 'proxy-action', value: proxy });
        policy.conditionsBlock = true;
        ctx.note(
          'policies',
          id,
          'partial',
          'WG_PROXY_ACTION',
          `Proxy action ${proxy} inspects the content of this policy's traffic: converted as its port filter, which lets through what the proxy would block. Attach FortiOS security profiles (antivirus, web filter, IPS; proxy-based inspection) to this policy.`,
          'widens',
        );
      }
      policies.push(policy);
    }
  }
  return policies;
}

/** A policy's service: `any` for a service of every protocol, else its name if converted. */
function serviceOf(ctx: WatchGuardContext, name: string): TRefList | undefined {
  if (ctx.anyServices.has(name)) return 'any';
  return ctx.names.has('services', name) ? [name] : undefined;
}

interface TGroup {
  key: string;
  intf: TRefList;
  addr: TRefList;
  users: string[];
}

/** Members grouped by their interface set (and `key`), addresses and users united. */
function groupEnds(ends: TEnd[], keyOf: (end: TEnd) => string): TGroup[] {
  const groups = new Map<string, TGroup>();
  for (const end of ends) {
    const key = keyOf(end);
    const intfKey = `${end.intf === 'any' ? '*' : [...end.intf].sort().join(',')}|${key}`;
    let group = groups.get(intfKey);
    if (!group) {
      group = { key, intf: end.intf === 'any' ? 'any' : [...end.intf], addr: [], users: [] };
      groups.set(intfKey, group);
    }
    const address = end.snat ?? end.addr;
    if (address === 'any' || group.addr === 'any') group.addr = 'any';
    else if (!group.addr.includes(address)) group.addr.push(address);
    if (end.user && !group.users.includes(end.user)) group.users.push(end.user);
  }
  return mergeInterfaces([...groups.values()]);
}

/**
 * Groups with the same addresses and users united over their interfaces: (A x S) u (B x S) is
 * (A u B) x S, so `Any-Trusted` and `Any-Optional` members of `Outgoing` stay one policy.
 */
function mergeInterfaces(groups: TGroup[]): TGroup[] {
  const merged = new Map<string, TGroup>();
  for (const group of groups) {
    const addresses = group.addr === 'any' ? '*' : group.addr.join('\u0001');
    const key = `${group.key}\u0000${addresses}\u0000${group.users.join('\u0001')}`;
    const into = merged.get(key);
    if (!into) merged.set(key, group);
    else if (into.intf === 'any' || group.intf === 'any') into.intf = 'any';
    else into.intf = [...new Set([...into.intf, ...group.intf])];
  }
  return [...merged.values()];
}

/**
 * A To member naming a static NAT action: the policy matches the real server (the model's
 * policies match post-NAT addresses), and the action becomes a NAT rule for this policy.
 */
function applySnat(ctx: WatchGuardContext, policy: TPolicy, action: string): boolean {
  const rule = snatRule(ctx, action, policy);
  if (!rule) return false;
  policy.dstAddr = rule.real;
  return true;
}
