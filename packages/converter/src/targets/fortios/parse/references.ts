import type { TOrigin } from '../../../model/origin.js';
import type { TRefList } from '../../../model/ir.js';
import { optional } from './addresses.js';
import { SSL_KEY, type ParseContext, type TNamespace } from './context.js';
import {
  predefinedInterface,
  predefinedAddress,
  predefinedSchedule,
  predefinedService,
} from './predefined.js';
import { readServiceTerms } from './services.js';

/**
 * Second pass, once every table is read: VIP groups expanded in policies, zones set on their
 * interfaces, factory objects the file uses without defining added (marked `generated`), and
 * every other reference that leads nowhere noted on the object that makes it.
 */

const WHAT: Record<TNamespace, string> = {
  address: 'address',
  service: 'service',
  schedule: 'schedule',
  interface: 'interface',
  user: 'user',
  userGroup: 'user group',
  ipPool: 'IP pool',
};

const FACTORY = 'FortiOS factory object, not defined in the file';

/** Adds the factory object `name` to the model; false when FortiOS has none of that name. */
function addFactory(
  ctx: ParseContext,
  namespace: TNamespace,
  name: string,
  origin: TOrigin,
): boolean {
  const base = { name, origin, generated: true, comment: FACTORY };
  if (namespace === 'interface') {
    if (name === 'any') return true;
    const kind = predefinedInterface(name, ctx.vdom);
    if (kind === 'tunnel') {
      ctx.model.interfaces.push({
        ...base,
        hardware: name,
        kind,
        addressing: { mode: 'none' },
        enabled: true,
      });
    } else if (kind === 'zone') {
      ctx.model.zones.push({ ...base, interfaces: [], intrazone: 'deny' });
    } else return false;
  } else if (namespace === 'address') {
    const body = predefinedAddress(name);
    if (!body) return false;
    ctx.model.addresses.push({ ...base, ...body });
  } else if (namespace === 'service') {
    const fields = predefinedService(name);
    if (!fields) return false;
    ctx.model.services.push({ ...base, terms: readServiceTerms(fields).terms });
  } else if (namespace === 'schedule') {
    const schedule = predefinedSchedule(name);
    if (!schedule) return false;
    ctx.model.schedules.push({ ...base, ...schedule });
  } else {
    return false;
  }
  ctx.define(namespace, name);
  return true;
}

export function resolveReferences(ctx: ParseContext): void {
  const seen = new Set<string>();
  const check = (
    namespace: TNamespace,
    names: TRefList | readonly string[] | undefined,
    collection: string,
    key: string,
    origin: TOrigin,
  ): void => {
    if (!names || names === 'any') return;
    for (const name of names) {
      const kind = ctx.kindOf(namespace, name);
      if (kind === 'model' || kind === 'nat' || kind === 'vipgrp') continue;
      if (kind === undefined && addFactory(ctx, namespace, name, origin)) continue;
      const once = `${collection}\u0000${key}\u0000${namespace}\u0000${name}`;
      if (seen.has(once)) continue;
      seen.add(once);
      const what = `${WHAT[namespace]} "${name}"`;
      if (kind === 'unsupported') {
        ctx.note(
          collection,
          key,
          'unsupported',
          'FORTIOS_REFERENCE_UNSUPPORTED',
          `${what} is not in the model (see its own entry)`,
        );
      } else if (kind === 'foreign') {
        const table = ctx.foreignTable(namespace, name);
        ctx.note(
          collection,
          key,
          'partial',
          'FORTIOS_REFERENCE_NOT_CONVERTED',
          table === 'config system external-resource'
            ? `${what} is an external threat feed (${table}), which is not converted: its addresses are unknown.`
            : `${what} is defined in ${table ?? 'a table'}, which is not converted`,
        );
      } else {
        ctx.note(
          collection,
          key,
          'partial',
          'FORTIOS_UNRESOLVED_REFERENCE',
          `${what} is not defined in the file`,
        );
      }
    }
  };
  const m = ctx.model;

  const interfaces = new Map(m.interfaces.map((i) => [i.name, i]));
  for (const zone of m.zones) {
    for (const name of zone.interfaces) {
      const member = interfaces.get(name);
      if (member) member.zone = zone.name;
    }
    check('interface', zone.interfaces, 'zones', zone.name, zone.origin);
  }
  for (const group of m.addressGroups) {
    check('address', group.members, 'addressGroups', group.name, group.origin);
    check('address', group.exclude, 'addressGroups', group.name, group.origin);
  }
  for (const group of m.serviceGroups)
    check('service', group.members, 'serviceGroups', group.name, group.origin);
  for (const group of m.userGroups)
    check('user', group.members, 'userGroups', group.name, group.origin);

  for (const policy of m.policies) {
    // The model's policies match real addresses (central NAT): a VIP stands for its mapped side.
    if (
      policy.dstAddr !== 'any' &&
      policy.dstAddr.some((n) => ctx.vipGroups.has(n) || ctx.vipMapped.has(n))
    ) {
      const members = policy.dstAddr.flatMap((name) => ctx.vipGroups.get(name) ?? [name]);
      policy.dstAddr = [...new Set(members.map((name) => ctx.vipMapped.get(name) ?? name))];
    }
    const at = (namespace: TNamespace, names: TRefList | readonly string[] | undefined): void =>
      check(namespace, names, 'policies', policy.id, policy.origin);
    at('interface', policy.srcIntf);
    at('interface', policy.dstIntf);
    at('address', policy.srcAddr);
    at('address', policy.dstAddr);
    at('service', policy.service);
    at('user', policy.users);
    at('userGroup', policy.groups);
    at('ipPool', policy.nat?.pool);
    if (policy.schedule) at('schedule', [policy.schedule]);
  }
  for (const rule of m.nat) check('interface', rule.srcIntf, 'nat', rule.id, rule.origin);
  for (const route of m.routes)
    check('interface', route.device ? [route.device] : [], 'routes', route.id, route.origin);
  for (const server of m.dhcpServers)
    check('interface', [server.interface], 'dhcpServers', server.id, server.origin);
  for (const p1 of m.phase1) {
    check('interface', optional(p1.interface) ? [p1.interface] : [], 'phase1', p1.name, p1.origin);
    if (p1.peerGroup) check('userGroup', [p1.peerGroup], 'phase1', p1.name, p1.origin);
  }
  for (const p2 of m.phase2) {
    check('interface', [p2.phase1], 'phase2', p2.name, p2.origin);
    for (const selector of [p2.local, p2.remote]) {
      if (selector.kind === 'ref') check('address', [selector.name], 'phase2', p2.name, p2.origin);
    }
  }
  if (m.sslVpn) {
    check('interface', m.sslVpn.sourceInterfaces, 'sslVpn', SSL_KEY, m.sslVpn.origin);
    check('address', m.sslVpn.tunnelPools, 'sslVpn', SSL_KEY, m.sslVpn.origin);
    for (const rule of m.sslVpn.authRules)
      check('userGroup', rule.groups, 'sslVpn', SSL_KEY, m.sslVpn.origin);
  }
}
