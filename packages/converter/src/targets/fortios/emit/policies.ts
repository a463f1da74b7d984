import type { TPolicy, TRefList } from '../../../model/ir.js';
import type { AddressResolver } from '../../../model/resolve.js';
import { internetServiceSets } from '../internet-services.js';
import { q } from '../writer.js';
import type { EmitContext } from './context.js';
import { writePolicyIdentities } from './identity.js';
import { RouteTable } from './route-lookup.js';
import { type TPolicyProfiles, writePolicyProfiles } from './security-profiles.js';

/** Target names of a reference list, and the names that did not convert. */
function names(refs: TRefList, resolve: (name: string) => string | undefined, any: string) {
  if (refs === 'any') return { names: [any], missing: NONE };
  const found: string[] = [];
  let missing: string[] = NONE;
  for (const ref of refs) {
    const name = resolve(ref);
    if (name !== undefined) {
      if (!found.includes(name)) found.push(name);
    } else missing = [...missing, ref];
  }
  return { names: found, missing };
}

const NONE: string[] = [];

/**
 * `config firewall policy` in source order. A policy whose source leaves the egress open
 * (an ASA inbound ACL) gets its dstintf from a route lookup of its destinations.
 */
export function emitPolicies(
  ctx: EmitContext,
  profiles: ReadonlyMap<string, TPolicyProfiles> = new Map(),
): void {
  if (ctx.model.policies.length === 0) return;
  const table = new RouteTable(ctx.routes);
  const { resolver } = ctx;
  const address = (name: string) => ctx.names.lookup('address', name);
  // Policy NAT mode: a policy that named a VIP names it again (nat-mode.ts).
  const destination = (name: string) => ctx.vipOfMapped.get(name) ?? address(name);
  const service = (name: string) => ctx.names.lookup('service', name);
  const schedule = (name: string) => ctx.names.lookup('schedule', name);
  let id = 0;
  ctx.out.config('firewall policy', () => {
    for (const policy of ctx.model.policies) {
      if (policy.incomplete) {
        ctx.note('policies', policy.id, {
          status: 'unsupported',
          code: 'POLICY_INCOMPLETE',
          message: `Not converted: the rule could not be read completely (${policy.incomplete}).`,
        });
        continue;
      }
      const src = names(policy.srcAddr, address, 'all');
      const dst = names(policy.dstAddr, destination, 'all');
      const svc = names(policy.service, service, 'ALL');
      const srcIntf = names(policy.srcIntf, (n) => zoneSide(ctx, policy, n), 'any');
      const namedDstIntf = names(policy.dstIntf, (n) => zoneSide(ctx, policy, n), 'any');
      const missing = [
        ...src.missing,
        ...dst.missing,
        ...svc.missing,
        ...srcIntf.missing,
        ...namedDstIntf.missing,
      ];
      const scheduleName = policy.schedule ? schedule(policy.schedule) : 'always';
      if (scheduleName === undefined && policy.schedule) missing.push(policy.schedule);
      if (missing.length) {
        ctx.note('policies', policy.id, {
          status: 'unsupported',
          code: 'POLICY_REFERENCE_MISSING',
          message: `Not converted: it refers to ${missing.join(', ')}, which did not convert (see their entries).`,
        });
        continue;
      }
      // A match field with no name matches nothing, and FortiOS refuses `set dstaddr` alone.
      const empty: string[] = [];
      if (srcIntf.names.length === 0) empty.push('srcintf');
      if (src.names.length === 0) empty.push('srcaddr');
      if (dst.names.length === 0) empty.push('dstaddr');
      if (svc.names.length === 0) empty.push('service');
      if (namedDstIntf.names.length === 0) empty.push('dstintf');
      if (empty.length) {
        ctx.note('policies', policy.id, {
          status: 'unsupported',
          code: 'POLICY_FIELD_EMPTY',
          message: `Not converted: it names no ${empty.join(', ')}.`,
        });
        continue;
      }
      const dstIntf = destinationInterfaces(ctx, policy, table, resolver);
      const internet = internetServiceSets(policy.otherConditions);
      const replaces = (key: string, refs: TRefList) =>
        refs === 'any' && internet.some((set) => set.key === key);
      id += 1;
      ctx.out.edit(id, () => {
        if (policy.name) ctx.out.set('name', q(policyName(ctx, policy)));
        ctx.out.set('srcintf', ...srcIntf.names.map(q));
        ctx.out.set('dstintf', ...dstIntf.map(q));
        // An internet service stands for the addresses (and services) of its side.
        if (!replaces('internet-service-src', policy.srcAddr))
          ctx.out.set('srcaddr', ...src.names.map(q));
        if (!replaces('internet-service', policy.dstAddr))
          ctx.out.set('dstaddr', ...dst.names.map(q));
        for (const set of internet) ctx.out.set(set.key, ...set.values);
        if (policy.srcNegate) ctx.out.set('srcaddr-negate', 'enable');
        if (policy.dstNegate) ctx.out.set('dstaddr-negate', 'enable');
        ctx.out.set('action', policy.action);
        if (policy.action === 'deny' && policy.sendDeny) ctx.out.set('send-deny-packet', 'enable');
        ctx.out.set('schedule', q(scheduleName ?? 'always'));
        if (!replaces('internet-service', policy.service))
          ctx.out.set('service', ...svc.names.map(q));
        if (policy.log) ctx.out.set('logtraffic', 'all');
        writePolicyIdentities(ctx, policy);
        writePolicyProfiles(ctx, policy, profiles.get(policy.id));
        // Central NAT mode: the policy's source NAT is a central-snat-map row (nat.ts).
        if (policy.nat && ctx.natMode === 'policy') {
          ctx.out.set('nat', 'enable');
          if (policy.nat.pool?.length) {
            ctx.out.set('ippool', 'enable');
            ctx.out.set(
              'poolname',
              ...policy.nat.pool.map((p) => q(ctx.names.lookup('ippool', p) ?? p)),
            );
          }
        }
        if (!policy.enabled) ctx.out.set('status', 'disable');
        const comment = [policy.comment, `${policy.origin.file}:${policy.origin.line}`]
          .filter(Boolean)
          .join(' | ');
        ctx.out.set('comments', q(comment.slice(0, 1023)));
      });
      ctx.target('policies', policy.id, `firewall policy ${id}`);
    }
  });
}

function destinationInterfaces(
  ctx: EmitContext,
  policy: TPolicy,
  table: RouteTable,
  resolver: AddressResolver,
): string[] {
  if (policy.dstIntf !== 'any') {
    const named = policy.dstIntf.map((name) => ctx.policyIntf(name));
    return [...new Set(named.filter((n): n is string => n !== undefined))];
  }
  if (policy.dstAddr === 'any' || policy.dstNegate) return ['any'];
  const intervals = resolver.resolve(policy.dstAddr);
  const egress = intervals ? table.egress(intervals) : [];
  if (egress.length === 0) {
    ctx.note('policies', policy.id, {
      status: 'partial',
      code: 'DSTINTF_ANY',
      message: `${
        intervals
          ? 'No route leads to its destinations'
          : 'Its destinations are not plain IPv4 addresses (FQDN, geography, IPv6)'
      }: dstintf is "any", as the source rule names no egress either (routes decide on both). Name the egress interface if routes are added later.`,
    });
    return ['any'];
  }
  return [...new Set(egress.map((name) => ctx.zoneOf.get(name) ?? name))];
}

/** FortiOS policy names hold 35 characters; a longer one is cut, and the report says so. */
function policyName(ctx: EmitContext, policy: TPolicy): string {
  const name = policy.name ?? '';
  if (name.length > 35)
    ctx.note('policies', policy.id, {
      status: 'partial',
      code: 'NAME_TRUNCATED',
      message: `Its name is cut to FortiOS's 35 characters: "${name.slice(0, 35)}".`,
    });
  return name.slice(0, 35);
}

/**
 * A policy side naming an interface that sits in a zone: FortiOS refuses zone members in
 * policies, so it names the zone, which may hold more interfaces than the source matched.
 */
function zoneSide(ctx: EmitContext, policy: TPolicy, source: string): string | undefined {
  const target = ctx.intf(source);
  const zone = target === undefined ? undefined : ctx.zoneOf.get(target);
  if (zone === undefined) return target;
  const members = [...ctx.zoneOf.values()].filter((z) => z === zone).length;
  if (members > 1)
    ctx.note('policies', policy.id, {
      status: 'partial',
      code: 'ZONE_MEMBER_INTERFACE',
      message: `It names interface ${source}, a member of zone ${zone}: FortiOS policies name the zone, so it also matches the zone's other interfaces.`,
    });
  return zone;
}
