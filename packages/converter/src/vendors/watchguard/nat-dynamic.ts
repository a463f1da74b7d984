import type { TNatRule, TNatTranslation, TPolicy, TRefList } from '../../model/ir.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import { resolveAlias, type TEnd } from './aliases.js';
import { textOf, type WatchGuardContext } from './context.js';
import type { TPolicyNat } from './policies.js';
import { AddressRanges, overlaps, within, type TRange } from './ranges.js';

interface TDynamicEntry {
  id: string;
  node: TXmlNode;
  from: TEnd[];
  to: TEnd[];
}

/**
 * Dynamic NAT (WatchGuard Fireware Help, "About Dynamic NAT"): `<dnat-list>` holds the network
 * entries (From -> To, in order), and each policy says whether it uses them (network NAT), hides
 * all its traffic (all traffic in this policy) or none. FortiOS central NAT has no link from a
 * policy to its NAT, so each accepting policy gets rules of its own, in policy order: its match
 * crossed with each entry it meets (network NAT), its whole match (all traffic), or an exemption
 * where an entry would otherwise apply (NAT off).
 */
export function buildDynamicNat(
  ctx: WatchGuardContext,
  list: TXmlNode | undefined,
  policyNat: Map<string, TPolicyNat>,
): void {
  const entries = list ? readEntries(ctx, list) : [];
  const pairs = entries.flatMap((entry) =>
    entry.from.flatMap((from) => entry.to.map((to) => ({ entry, from, to }))),
  );
  const ranges = new AddressRanges(ctx.model);
  const plan: { policy: TPolicy; rules: TNatRule[]; exempt: boolean }[] = [];
  for (const policy of ctx.model.policies) {
    const setting = policyNat.get(policy.id);
    if (!setting || policy.action !== 'accept') continue;
    if (setting.mode === 'off') {
      plan.push({ policy, rules: [], exempt: true });
      continue;
    }
    const translated: TNatTranslation = setting.sourceIp
      ? { kind: 'pool', pool: pool(ctx, setting.sourceIp, policy) }
      : { kind: 'interface' };
    const step = { policy, rules: [] as TNatRule[], exempt: false };
    plan.push(step);
    if (setting.mode === 'all') {
      step.rules.push(
        rule(
          policy,
          'all',
          policy.srcIntf,
          policy.dstIntf,
          policy.srcAddr,
          policy.dstAddr,
          translated,
        ),
      );
      continue;
    }
    const own = { src: ranges.ofList(policy.srcAddr), dst: ranges.ofList(policy.dstAddr) };
    for (const { entry, from, to } of pairs) {
      const srcIntf = meet(policy.srcIntf, from.intf);
      const dstIntf = meet(policy.dstIntf, to.intf);
      if (!srcIntf || !dstIntf) continue;
      const src = narrow(policy.srcAddr, own.src, from.addr, ranges);
      const dst = narrow(policy.dstAddr, own.dst, to.addr, ranges);
      if (src === null || dst === null) continue;
      if (src === undefined || dst === undefined) {
        ctx.report(
          'unsupported',
          'NAT',
          entry.node,
          'WG_DNAT_PARTIAL',
          `Dynamic NAT entry ${entry.id} covers part of the addresses of policy ${policy.id}: that policy's dynamic NAT is not converted. Add a central SNAT rule for the part by hand.`,
          entry.id,
        );
        continue;
      }
      step.rules.push(
        rule(policy, `dnat${step.rules.length + 1}`, srcIntf, dstIntf, src, dst, translated),
      );
    }
  }
  // A policy without NAT needs an exemption only where a later policy's rule would translate
  // some of its traffic (central NAT rules apply whatever policy accepted the packet; every
  // rule lies inside an entry, so that is also where an entry would apply).
  const later: TSpan[] = [];
  const exempted = new Set<TPolicy>();
  for (let i = plan.length - 1; i >= 0; i--) {
    const step = plan[i];
    if (!step) continue;
    if (step.exempt && later.length) {
      const own = spanOf(
        step.policy.srcIntf,
        step.policy.dstIntf,
        step.policy.srcAddr,
        step.policy.dstAddr,
        ranges,
      );
      if (later.some((span) => meets(own, span))) exempted.add(step.policy);
    }
    for (const r of step.rules) later.push(spanOf(r.srcIntf, r.dstIntf, r.src, r.dst, ranges));
  }
  for (const { policy, rules } of plan) {
    if (exempted.has(policy))
      ctx.model.nat.push(
        rule(policy, 'no-nat', policy.srcIntf, policy.dstIntf, policy.srcAddr, policy.dstAddr, {
          kind: 'none',
        }),
      );
    ctx.model.nat.push(...rules);
  }
}

/** What a policy or NAT rule matches, as interfaces and address intervals (undefined: unknown). */
interface TSpan {
  srcIntf: TRefList;
  dstIntf: TRefList;
  src: TRange[] | undefined;
  dst: TRange[] | undefined;
}

function spanOf(
  srcIntf: TRefList,
  dstIntf: TRefList,
  src: TRefList,
  dst: TRefList,
  ranges: AddressRanges,
): TSpan {
  return { srcIntf, dstIntf, src: ranges.ofList(src), dst: ranges.ofList(dst) };
}

/** Whether two spans can match a packet in common (unknown addresses: they may). */
function meets(a: TSpan, b: TSpan): boolean {
  if (!meet(a.srcIntf, b.srcIntf) || !meet(a.dstIntf, b.dstIntf)) return false;
  const overlap = (x: TRange[] | undefined, y: TRange[] | undefined) => !x || !y || overlaps(x, y);
  return overlap(a.src, b.src) && overlap(a.dst, b.dst);
}

function readEntries(ctx: WatchGuardContext, list: TXmlNode): TDynamicEntry[] {
  const entries: TDynamicEntry[] = [];
  list.children.forEach((node, index) => {
    const id = textOf(node, 'name') || `dnat-${index + 1}`;
    const side = (name: string): TEnd[] =>
      ctx.names.has('addresses', name) || ctx.names.has('addressGroups', name)
        ? [{ intf: 'any', addr: name }]
        : resolveAlias(ctx, name);
    const from = side(textOf(node, 'from'));
    const to = side(textOf(node, 'to'));
    const bad = [...from, ...to].find((end) => end.unknown || end.user || end.snat || end.firebox);
    if (bad || textOf(node, 'enabled') === '0') {
      ctx.report(
        bad ? 'unsupported' : 'ignored',
        'NAT',
        node,
        bad ? 'WG_DNAT_ENTRY' : 'WG_DNAT_DISABLED',
        bad
          ? `Dynamic NAT entry ${id}: ${bad.unknown ?? 'a user, static NAT or Firebox member'} cannot be converted; policies using network NAT are converted without it.`
          : `Dynamic NAT entry ${id} is disabled: not converted.`,
        id,
      );
      return;
    }
    ctx.report(
      'converted',
      'NAT',
      node,
      'WG_DNAT_ENTRY_USED',
      `Dynamic NAT entry ${id}: converted into the source NAT of each policy that uses network NAT.`,
      id,
    );
    entries.push({ id, node, from, to });
  });
  return entries;
}

/** The interfaces both sets name; undefined when they share none. */
function meet(a: TRefList, b: TRefList): TRefList | undefined {
  if (a === 'any') return b === 'any' ? 'any' : b.length ? b : undefined;
  if (b === 'any') return a;
  const shared = a.filter((name) => b.includes(name));
  return shared.length ? shared : undefined;
}

/**
 * The addresses of a policy that an entry side covers: the policy's when they lie inside it, the
 * entry's when the policy has any; null when they do not meet, undefined when only partly.
 */
function narrow(
  policy: TRefList,
  own: TRange[] | undefined,
  entry: 'any' | string,
  ranges: AddressRanges,
): TRefList | null | undefined {
  if (entry === 'any') return policy;
  if (policy === 'any') return [entry];
  const side = ranges.of(entry);
  if (!own || !side) return undefined;
  if (within(own, side)) return policy;
  return overlaps(own, side) ? undefined : null;
}

function rule(
  policy: TPolicy,
  suffix: string,
  srcIntf: TRefList,
  dstIntf: TRefList,
  src: TRefList,
  dst: TRefList,
  translatedSrc: TNatTranslation,
): TNatRule {
  return {
    id: `${policy.id}:${suffix}`,
    origin: policy.origin,
    section: 2,
    type: translatedSrc.kind === 'none' ? 'identity' : 'dynamic',
    srcIntf,
    dstIntf,
    src,
    dst,
    service: policy.service,
    translatedSrc,
    translatedDst: { kind: 'none' },
    bidirectional: false,
    enabled: policy.enabled,
  };
}

/** The one-address pool of a policy's "Set source IP". */
function pool(ctx: WatchGuardContext, ip: string, policy: TPolicy): string {
  const name = `pool-${ip}`;
  if (!ctx.model.ipPools.some((p) => p.name === name))
    ctx.model.ipPools.push({ name, origin: policy.origin, start: ip, end: ip, type: 'overload' });
  return name;
}
