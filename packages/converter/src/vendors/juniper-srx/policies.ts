import type { TPolicy, TRefList } from '../../model/ir.js';
import { PREDEFINED_APPLICATIONS } from './predefined-applications.js';
import type { SrxContext } from './context.js';
import { keepConditions } from './policy-conditions.js';
import { groupByWord, under, type TStmt } from './statements.js';
import { ANY_TO_ANY, wholeTrafficPolicy } from '../toolkit/implicit-policy.js';

/** The zone of traffic to and from the device itself. */
const HOST_ZONE = 'junos-host';

interface TPolicyScope {
  id: string;
  from?: string;
  to?: string;
  depth: number;
}

function refs(
  ctx: SrxContext,
  values: string[],
  zones: TRefList,
  origin: TPolicy['origin'],
): TRefList {
  if (values.length === 0 || values.includes('any')) return 'any';
  const zone = zones !== 'any' && zones.length === 1 ? zones[0] : undefined;
  return values.map((v) => (v === 'any-ipv4' ? ctx.anyIpv4(origin) : (ctx.address(zone, v) ?? v)));
}

function readPolicy(
  ctx: SrxContext,
  schedules: ReadonlySet<string>,
  known: ReadonlySet<string>,
  scope: TPolicyScope,
  name: string,
  list: TStmt[],
): TPolicy | undefined {
  const d = scope.depth;
  const leaves = list.map((s) => s.words.slice(d));
  const match = (key: string) =>
    leaves.filter((l) => l[0] === 'match' && l[1] === key).map((l) => l[2] ?? '');
  const then = leaves.filter((l) => l[0] === 'then').map((l) => l.slice(1));
  const origin = ctx.rangeOf(list, d - 1);
  const id = `${scope.id}:${name}`;
  const fromZones: TRefList = scope.from
    ? [scope.from]
    : match('from-zone').includes('any') || match('from-zone').length === 0
      ? 'any'
      : match('from-zone');
  const toZones: TRefList = scope.to
    ? [scope.to]
    : match('to-zone').includes('any') || match('to-zone').length === 0
      ? 'any'
      : match('to-zone');
  const action = then.find((t) => ['permit', 'deny', 'reject'].includes(t[0] ?? ''))?.[0];
  if (
    (fromZones !== 'any' && fromZones.includes(HOST_ZONE)) ||
    (toZones !== 'any' && toZones.includes(HOST_ZONE))
  ) {
    ctx.reportStmts(
      list,
      d - 1,
      'unsupported',
      'Policies',
      'JUNOS_HOST_POLICY',
      'Traffic to or from the device itself (junos-host zone): FortiOS controls it with local-in policies and interface allowaccess, not converted.',
      id,
    );
    return undefined;
  }
  const scheduler = leaves.find((l) => l[0] === 'scheduler-name')?.[1];
  const excluded = (key: string) => leaves.some((l) => l[0] === 'match' && l[1] === key);
  const policy: TPolicy = {
    id,
    name,
    origin,
    srcIntf: fromZones,
    dstIntf: toZones,
    srcAddr: refs(ctx, match('source-address'), fromZones, origin),
    dstAddr: refs(ctx, match('destination-address'), toZones, origin),
    ...(excluded('source-address-excluded') ? { srcNegate: true } : {}),
    ...(excluded('destination-address-excluded') ? { dstNegate: true } : {}),
    service: match('application').includes('any') ? 'any' : match('application'),
    action: action === 'permit' ? 'accept' : 'deny',
    // reject answers with a TCP reset or ICMP unreachable, as send-deny-packet does.
    ...(action === 'reject' ? { sendDeny: true } : {}),
    log: then.some((t) => t[0] === 'log'),
    enabled: true,
  };
  const description = leaves.find((l) => l[0] === 'description')?.[1];
  if (description) policy.comment = description;
  if (scheduler) policy.schedule = scheduler;
  ctx.claim(list, 'Policies', `policy ${id}`);
  const note = (status: 'converted' | 'partial' | 'unsupported', code: string, message: string) =>
    ctx.note('policies', id, status, code, message);
  // Kept, so that a deny it holds is not lost, but never converted without its schedule.
  if (scheduler && !schedules.has(scheduler))
    policy.incomplete = `its scheduler ${scheduler} is not defined or did not convert (see its entry)`;
  if (!action) {
    policy.enabled = false;
    note(
      'partial',
      'JUNOS_POLICY_NO_ACTION',
      'The policy has no permit, deny or reject: it is converted disabled.',
    );
  }
  const kept = keepConditions(policy, leaves, then);
  if (kept.length)
    note(
      'partial',
      'JUNOS_MATCH_CONDITIONS',
      `It also matches on ${kept.join(', ')}: kept with the policy, so that the verification accounts for them.`,
    );
  if (then.some((t) => t[0] === 'log' && t[1] === 'session-init'))
    note(
      'converted',
      'JUNOS_LOG_INIT',
      'log session-init: FortiOS also needs logtraffic-start enable to log at session start.',
    );
  if (then.some((t) => t[0] === 'count'))
    note('converted', 'JUNOS_COUNT', 'count: FortiOS counts every policy.');
  const vpn = then.find((t) => t[1] === 'tunnel' && t[2] === 'ipsec-vpn')?.[3];
  const pair = then.find((t) => t[1] === 'tunnel' && t[2] === 'pair-policy')?.[3];
  // policy-vpn.ts turns it route-based once every policy and VPN is read.
  if (vpn) ctx.tunnelPolicies.push({ policy, vpn, ...(pair ? { pair } : {}) });
  const services = then.filter(
    (t) => t[1] === 'application-services' || t[1] === 'firewall-authentication',
  );
  if (services.length)
    note(
      'partial',
      'JUNOS_POLICY_SERVICES',
      `${[...new Set(services.map((t) => t[1]))].join(', ')} (security profiles, authentication) is not converted.`,
    );
  const unknown =
    policy.service === 'any'
      ? []
      : policy.service.filter(
          (s) => s.startsWith('junos-') && !PREDEFINED_APPLICATIONS[s] && !known.has(s),
        );
  if (unknown.length)
    note(
      'unsupported',
      'JUNOS_UNKNOWN_APPLICATION',
      `Predefined application ${unknown.join(', ')} is not in the converter's table: define it as a service, then convert again.`,
    );
  return policy;
}

/**
 * `security policies`: zone-pair policies first (each pair's in order; pairs never compete, their
 * zones keep them apart), then global policies, then `default-policy` (deny-all unless
 * permit-all, which becomes a final accept policy).
 */
export function readPolicies(ctx: SrxContext, stmts: TStmt[]): void {
  const all = under(stmts, ['security', 'policies']);
  const schedules = new Set(ctx.model.schedules.map((s) => s.name));
  const services = new Set(ctx.model.services.map((s) => s.name));
  const pairs = all.filter((s) => s.words[2] === 'from-zone' && s.words[4] === 'to-zone');
  const pairKeys = [...new Set(pairs.map((s) => `${s.words[3] ?? ''}>${s.words[5] ?? ''}`))];
  // The statements of each zone pair, in file order, found by the pair's own two words.
  const byPair = new Map<string, TStmt[]>();
  for (const s of pairs) {
    if (s.words[6] !== 'policy') continue;
    const pair = JSON.stringify([s.words[3], s.words[5]]);
    const list = byPair.get(pair);
    if (list) list.push(s);
    else byPair.set(pair, [s]);
  }
  for (const key of pairKeys) {
    const [from = '', to = ''] = key.split('>');
    const mine = byPair.get(JSON.stringify([from, to])) ?? [];
    for (const [name, list] of groupByWord(mine, 7)) {
      const policy = readPolicy(
        ctx,
        schedules,
        services,
        { id: key, from, to, depth: 8 },
        name,
        list,
      );
      if (policy) ctx.model.policies.push(policy);
    }
  }
  const global = all.filter((s) => s.words[2] === 'global' && s.words[3] === 'policy');
  for (const [name, list] of groupByWord(global, 4)) {
    const policy = readPolicy(ctx, schedules, services, { id: 'global', depth: 5 }, name, list);
    if (policy) ctx.model.policies.push(policy);
  }
  uniqueNames(ctx);
  const fallback = all.find((s) => s.words[2] === 'default-policy');
  if (fallback?.words[3] === 'permit-all') {
    const origin = ctx.rangeOf([fallback], 3);
    ctx.model.policies.push(
      wholeTrafficPolicy('default-policy', origin, ANY_TO_ANY, 'accept', {
        implicit: 'default-policy permit-all accepts what no policy matched',
      }),
    );
    ctx.claim([fallback], 'Policies', 'default-policy');
  } else if (fallback) {
    ctx.reportStmts(
      [fallback],
      3,
      'converted',
      'Policies',
      'JUNOS_DEFAULT_DENY',
      'deny-all: FortiOS denies what no policy matches.',
    );
  }
  const options = all.filter(
    (s) => s.words[2] === 'policy-rematch' || s.words[2] === 'pre-id-default-policy',
  );
  ctx.reportStmts(
    options,
    3,
    'ignored',
    'Policies',
    'JUNOS_POLICY_OPTIONS',
    'Policy engine options (rematch, pre-ID default policy): FortiOS has no such setting.',
  );
}

/** Names of predefined applications the policies use. */
export function usedApplications(ctx: SrxContext): string[] {
  return ctx.model.policies.flatMap((p) => (p.service === 'any' ? [] : p.service));
}

/** FortiOS policy names are unique: a name used in several zone pairs moves to the comment. */
function uniqueNames(ctx: SrxContext): void {
  const count = new Map<string, number>();
  for (const p of ctx.model.policies) if (p.name) count.set(p.name, (count.get(p.name) ?? 0) + 1);
  for (const p of ctx.model.policies) {
    if (!p.name || (count.get(p.name) ?? 0) < 2) continue;
    p.comment = [`Junos policy ${p.id}`, p.comment].filter(Boolean).join(' | ');
    delete p.name;
  }
}
