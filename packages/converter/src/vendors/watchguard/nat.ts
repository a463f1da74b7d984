import type { TNatRule, TPolicy, TRefList } from '../../model/ir.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import { interfacesOf } from './aliases.js';
import { listOf, textOf, type WatchGuardContext } from './context.js';

/** A static NAT action read: where clients connect and the server it forwards to. */
export interface TSnat {
  node: TXmlNode;
  external: string;
  real: string;
  intf: TRefList;
  /** The server's port when it differs from the policy's (0: the same). */
  port: number;
}

/** Type code of a static NAT action in `<nat-list>` (verify; server load balancing differs). */
const STATIC_NAT = '7';

/** Indexes `<nat-list>` (SNAT actions) by name; policies that name them build their NAT. */
export function indexSnatActions(ctx: WatchGuardContext, list: TXmlNode): void {
  for (const node of list.children) ctx.snatActions.set(textOf(node, 'name'), node);
}

/**
 * The NAT rule of a policy whose To list names a static NAT action (WatchGuard Fireware Help,
 * "About Static NAT": the policy names the SNAT action, whose external address clients connect
 * to and whose internal address and optional port the Firebox forwards to). Returns the real
 * server the policy then matches (the model's policies match post-NAT addresses), or undefined
 * when the action cannot be converted (reported once, and the policy is not converted).
 */
export function snatRule(
  ctx: WatchGuardContext,
  action: string,
  policy: TPolicy,
): { real: TRefList } | undefined {
  const cache = ctx.snatRead;
  if (!cache.has(action)) cache.set(action, readSnat(ctx, action));
  const snat = cache.get(action);
  if (!snat) {
    ctx.diag.line(
      'unsupported',
      'Policies',
      policy.origin,
      'WG_SNAT_POLICY',
      `Policy ${policy.name ?? policy.id} forwards through static NAT action ${action}, which is not converted: the policy is not converted either.`,
      policy.id,
    );
    return undefined;
  }
  let translatedService: string | undefined;
  if (snat.port) {
    translatedService = portService(ctx, policy, snat);
    if (!translatedService) return undefined;
  }
  const key = `${action}|${translatedService ? JSON.stringify(policy.service) : ''}`;
  const made = ctx.snatMade.get(key);
  // A static NAT applies while a policy that names it is enabled.
  if (made) made.enabled ||= policy.enabled;
  else {
    const rule: TNatRule = {
      id: translatedService ? `${action}:${policy.id}` : action,
      origin: ctx.take(snat.node),
      section: 1,
      type: 'static',
      srcIntf: snat.intf,
      dstIntf: 'any',
      src: 'any',
      dst: [snat.external],
      service: translatedService ? policy.service : 'any',
      translatedSrc: { kind: 'none' },
      translatedDst: { kind: 'address', ref: snat.real },
      ...(translatedService ? { translatedService } : {}),
      bidirectional: false,
      enabled: policy.enabled,
    };
    ctx.snatMade.set(key, rule);
    ctx.model.nat.push(rule);
  }
  return { real: [snat.real] };
}

function readSnat(ctx: WatchGuardContext, action: string): TSnat | undefined {
  const node = ctx.snatActions.get(action);
  if (!node) return undefined;
  const members = listOf(node, 'nat-item');
  const [member] = members;
  const fail = (why: string) => {
    ctx.report(
      'unsupported',
      'NAT',
      node,
      'WG_SNAT',
      `Static NAT action ${action}: ${why}`,
      action,
    );
    return undefined;
  };
  if (textOf(node, 'type') !== STATIC_NAT || members.length !== 1 || !member)
    return fail(
      'server load balancing or an action of several members: not converted. Create a FortiOS virtual server (load balance VIP) by hand.',
    );
  const external = textOf(member, 'ext-addr-name');
  const real = textOf(member, 'addr-name');
  const intf = interfacesOf(ctx, textOf(member, 'interface') || 'Any');
  const port = Number(textOf(member, 'port') || '0');
  const known = (name: string) => ctx.names.has('addresses', name);
  if (!known(external) || !known(real) || !intf || !Number.isInteger(port))
    return fail('its external or internal address or its interface was not converted.');
  return { node, external, real, intf, port };
}

/** The service a port translation forwards to: one TCP or UDP port, as the policy's is. */
function portService(ctx: WatchGuardContext, policy: TPolicy, snat: TSnat): string | undefined {
  const name = policy.service === 'any' ? undefined : policy.service[0];
  const service = ctx.model.services.find((s) => s.name === name);
  const term = service?.terms.length === 1 ? service.terms[0] : undefined;
  if (!term || (term.protocol !== 'tcp' && term.protocol !== 'udp') || term.dst.length !== 1) {
    ctx.report(
      'unsupported',
      'Policies',
      snat.node,
      'WG_SNAT_PORT',
      `Policy ${policy.id}: static NAT to port ${snat.port} needs a service of one TCP or UDP port range; the policy is not converted. Create a port-forward VIP by hand.`,
      policy.id,
    );
    return undefined;
  }
  return ctx.generatedService(
    `${term.protocol}-${snat.port}`,
    [{ protocol: term.protocol, dst: [[snat.port, snat.port]] }],
    ctx.origin(snat.node),
  );
}

/** SNAT actions no converted policy uses. */
export function reportUnusedSnat(ctx: WatchGuardContext): void {
  for (const [name, node] of ctx.snatActions)
    if (!ctx.handled.has(node))
      ctx.report(
        'ignored',
        'NAT',
        node,
        'WG_SNAT_UNUSED',
        `Static NAT action ${name} is used by no converted policy: not converted (it translates nothing on its own).`,
        name,
      );
}
