import type { TNatRule, TNatTranslation, TRefList } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import { portRange } from './applications.js';
import type { SrxContext } from './context.js';
import { readDestinationPools, readSourcePools, type TDestinationPool } from './nat-pools.js';
import { groupByWord, under, type TStmt } from './statements.js';

type TKind = 'static' | 'destination' | 'source';
const SECTION: Record<TKind, number> = { static: 1, destination: 2, source: 3 };
/** Junos picks the most specific rule-set context: interface, then zone, then routing-instance. */
const SPECIFICITY: Record<string, number> = { interface: 0, zone: 1, 'routing-instance': 2 };

/** A generated service for `protocol P destination-port N` (tcp when no protocol is given). */
function portService(
  ctx: SrxContext,
  protocol: string,
  port: string,
  origin: TOrigin,
): string | undefined {
  const range = portRange(port);
  if (!range || (protocol !== 'tcp' && protocol !== 'udp')) return undefined;
  const name = `${protocol}-${range[0] === range[1] ? range[0] : `${range[0]}-${range[1]}`}`;
  return ctx.generatedService(name, [{ protocol, dst: [range] }], origin);
}

function addresses(ctx: SrxContext, values: string[], origin: TOrigin): TRefList {
  if (values.length === 0) return 'any';
  const out = values.map((v) => ctx.inlineAddress(v, origin) ?? ctx.address(undefined, v) ?? v);
  return out.includes('any-ipv4') ? [ctx.anyIpv4(origin)] : out;
}

function readRule(
  ctx: SrxContext,
  kind: TKind,
  set: string,
  ctxRefs: { from: TRefList; to: TRefList },
  name: string,
  list: TStmt[],
  pools: Map<string, TDestinationPool>,
): TNatRule | undefined {
  const id = `${kind}:${set}:${name}`;
  const origin = ctx.rangeOf(list, 7);
  const leaves = list.map((s) => s.words.slice(7));
  const match = (key: string) =>
    leaves.filter((l) => l[0] === 'match' && l[1] === key).map((l) => l[2] ?? '');
  const then = leaves.find((l) => l[0] === 'then')?.slice(1) ?? [];
  // `static-nat prefix { P; mapped-port N; }` is two statements: the port is in the second.
  const mapping = leaves.find((l) => l[0] === 'then' && l.includes('mapped-port'));
  const unsupported = (why: string) => {
    ctx.reportStmts(list, 7, 'unsupported', 'NAT', 'JUNOS_NAT_RULE', `Not converted: ${why}.`, id);
    // A translation the model cannot hold: a verdict over this file must not call it equivalent.
    (ctx.model.incomplete ??= []).push(`NAT rule ${id} could not be read: ${why}`);
    return undefined;
  };
  const src = addresses(ctx, [...match('source-address'), ...match('source-address-name')], origin);
  const dst = addresses(
    ctx,
    [...match('destination-address'), ...match('destination-address-name')],
    origin,
  );
  const protocol = match('protocol')[0] ?? 'tcp';
  const ports = match('destination-port');
  const port = ports[0];
  const base = {
    id,
    origin,
    section: SECTION[kind],
    enabled: true,
    translatedDst: { kind: 'none' } as TNatTranslation,
    bidirectional: false,
  };
  ctx.claim(list, 'NAT', `NAT rule ${id}`);
  if (kind === 'source') {
    const action = then[1];
    const translatedSrc: TNatTranslation =
      action === 'interface'
        ? { kind: 'interface' }
        : action === 'pool' && then[2]
          ? { kind: 'pool', pool: then[2] }
          : { kind: 'none' };
    if (action !== 'off' && translatedSrc.kind === 'none')
      return unsupported(`source-nat ${action ?? ''} is not read`);
    const svc = port ? portService(ctx, protocol, port, origin) : undefined;
    const apps = match('application');
    return {
      ...base,
      type: action === 'off' ? 'identity' : 'dynamic',
      srcIntf: ctxRefs.from,
      dstIntf: ctxRefs.to,
      src,
      dst,
      service: svc ? [svc] : apps.length ? apps : 'any',
      translatedSrc,
    };
  }
  if (kind === 'static') {
    const [, how, value] = then;
    if (how !== 'prefix' && how !== 'prefix-name')
      return unsupported(
        `static-nat ${how ?? ''} (NAT64, NPTv6) has no FortiOS VIP equivalent here`,
      );
    const real =
      how === 'prefix'
        ? ctx.inlineAddress(value ?? '', origin)
        : ctx.address(undefined, value ?? '');
    const pub = dst === 'any' ? undefined : dst[0];
    if (!real || !pub) return unsupported('its addresses could not be read');
    // The model writes static NAT from the real side: `service` is the real (mapped) port,
    // `translatedService` the public port the client connects to.
    const mappedPort = mapping?.[mapping.indexOf('mapped-port') + 1];
    let portPair: Pick<TNatRule, 'service' | 'translatedService'> = { service: 'any' };
    if (mappedPort || port) {
      if (ports.length > 1) return unsupported('its port translation needs one destination port');
      const pubSvc = port ? portService(ctx, protocol, port, origin) : undefined;
      const realSvc = portService(ctx, protocol, mappedPort ?? port ?? '', origin);
      if (!realSvc || (port && !pubSvc)) return unsupported('its ports could not be read');
      portPair = {
        service: [realSvc],
        ...(pubSvc && pubSvc !== realSvc ? { translatedService: pubSvc } : {}),
      };
      if (!match('protocol').length)
        ctx.note(
          'nat',
          id,
          'partial',
          'JUNOS_STATIC_PORT',
          'No protocol was given: the port mapping is made for TCP only.',
        );
    }
    return {
      ...base,
      type: 'static',
      srcIntf: 'any',
      dstIntf: ctxRefs.from,
      src: [real],
      dst: 'any',
      ...portPair,
      translatedSrc: { kind: 'address', ref: pub },
      bidirectional: true,
    };
  }
  const [, how, value] = then;
  if (how === 'off')
    return {
      ...base,
      type: 'identity',
      srcIntf: ctxRefs.from,
      dstIntf: 'any',
      src,
      dst,
      service: 'any',
      translatedSrc: { kind: 'none' },
    };
  const pool = how === 'pool' ? pools.get(value ?? '') : undefined;
  if (!pool)
    return unsupported(`destination-nat ${how ?? ''} ${value ?? ''} names no pool that converted`);
  let forward: Pick<TNatRule, 'service' | 'translatedService'> = { service: 'any' };
  if (port || pool.port !== undefined) {
    const ext = ports.map((p) => portService(ctx, protocol, p, origin));
    const mapped = portService(ctx, protocol, String(pool.port ?? port ?? ''), origin);
    // Several public ports map onto the pool's one port; without a pool port each keeps its own.
    if (
      !ext.length ||
      ext.some((e) => !e) ||
      !mapped ||
      (ext.length > 1 && pool.port === undefined)
    )
      return unsupported('its port translation needs one destination port');
    const named = ext.filter((e): e is string => e !== undefined);
    forward = {
      service: named,
      ...(named.length > 1 || mapped !== named[0] ? { translatedService: mapped } : {}),
    };
    if (!match('protocol').length)
      ctx.note(
        'nat',
        id,
        'partial',
        'JUNOS_DNAT_PROTOCOL',
        'No protocol was given: the port forward is made for TCP only.',
      );
  }
  return {
    ...base,
    type: 'dynamic',
    srcIntf: ctxRefs.from,
    dstIntf: 'any',
    src,
    dst,
    ...forward,
    translatedSrc: { kind: 'none' },
    translatedDst: { kind: 'address', ref: pool.ref },
  };
}

function contextRefs(
  ctx: SrxContext,
  list: TStmt[],
  side: 'from' | 'to',
): { refs: TRefList; kind: string } {
  const found = list.filter((s) => s.words[5] === side);
  const kind = found[0]?.words[6] ?? 'zone';
  const names = found.map((s) => s.words[7] ?? '');
  if (names.length === 0) return { refs: 'any', kind };
  if (kind === 'routing-instance') return { refs: 'any', kind };
  return { refs: names.map((n) => ctx.tunnels.get(n) ?? n), kind };
}

/**
 * `security nat`: static rule-sets, then destination, then source, as Junos translates a packet
 * (static and destination before the route lookup, source after the policy). Within each kind,
 * rule-sets from the most specific context first, rules in order.
 */
export function readNat(ctx: SrxContext, stmts: TStmt[]): void {
  const fixedPorts = readSourcePools(ctx, stmts);
  const pools = readDestinationPools(ctx, stmts);
  for (const kind of ['static', 'destination', 'source'] as const) {
    const sets = [...groupByWord(under(stmts, ['security', 'nat', kind, 'rule-set']), 4)].map(
      ([set, list]) => ({
        set,
        list,
        from: contextRefs(ctx, list, 'from'),
        to: contextRefs(ctx, list, 'to'),
      }),
    );
    sets.sort((a, b) => (SPECIFICITY[a.from.kind] ?? 1) - (SPECIFICITY[b.from.kind] ?? 1));
    for (const { set, list, from, to } of sets) {
      const rules = list.filter((s) => s.words[5] === 'rule');
      for (const [name, ruleList] of groupByWord(rules, 6)) {
        const rule = readRule(
          ctx,
          kind,
          set,
          { from: from.refs, to: to.refs },
          name,
          ruleList,
          pools,
        );
        if (rule) ctx.model.nat.push(rule);
        if (rule?.translatedSrc.kind === 'pool' && fixedPorts.has(rule.translatedSrc.pool))
          ctx.note(
            'nat',
            rule.id,
            'partial',
            'JUNOS_POOL_NO_PAT',
            'Its pool keeps source ports (port no-translation): the FortiOS pool translates ports.',
          );
        if (rule && (from.kind === 'routing-instance' || to.kind === 'routing-instance'))
          ctx.note(
            'nat',
            rule.id,
            'partial',
            'JUNOS_NAT_ROUTING_INSTANCE',
            'Its rule-set context is a routing instance: it applies on every interface.',
          );
      }
      const head = list.filter((s) => s.words[5] !== 'rule');
      ctx.reportStmts(
        head,
        5,
        'converted',
        'NAT',
        'JUNOS_RULE_SET',
        `Rule-set ${set}: its context goes into each of its rules.`,
        set,
      );
    }
  }
}
