import type { TNatTranslation, TPolicy, TRefList } from '../../model/ir.js';
import type { TXmlNode } from '../paloalto/xml-tree.js';
import { resolveAlias, type TEnd } from './aliases.js';
import { textOf, type WatchGuardContext } from './context.js';
import type { TPolicyNat } from './policies.js';
import { AddressRanges, overlaps, within } from './ranges.js';

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
  const ranges = new AddressRanges(ctx.model);
  for (const policy of ctx.model.policies) {
    const setting = policyNat.get(policy.id);
    if (!setting || policy.action !== 'accept') continue;
    const translated: TNatTranslation = setting.sourceIp
      ? { kind: 'pool', pool: pool(ctx, setting.sourceIp, policy) }
      : { kind: 'interface' };
    if (setting.mode === 'all') {
      push(ctx, policy, 'all', policy.srcIntf, policy.dstIntf, policy.srcAddr, policy.dstAddr, translated);
      continue;
    }
    const pairs = entries.flatMap((entry) =>
      entry.from.flatMap((from) => entry.to.map((to) => ({ entry, from, to }))),
    );
    let n = 0;
    for (const { entry, from, to } of pairs) {
      const srcIntf = meet(policy.srcIntf, from.intf);
      const dstIntf = meet(policy.dstIntf, to.intf);
      if (!srcIntf || !dstIntf) continue;
      const src = narrow(policy.srcAddr, from.addr, ranges);
      const dst = narrow(policy.dstAddr, to.addr, ranges);
      if (src === null || dst === null) continue;
      if (setting.mode === 'off') {
        // An entry would translate some of this policy's traffic: exempt the policy's match.
        const exempt = [srcIntf, dstIntf, src ?? policy.srcAddr, dst ?? policy.dstAddr] as const;
        push(ctx, policy, 'no-nat', ...exempt, { kind: 'none' });
        break;
      }
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
      push(ctx, policy, `dnat${++n}`, srcIntf, dstIntf, src, dst, translated);
    }
  }
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
function narrow(policy: TRefList, entry: 'any' | string, ranges: AddressRanges): TRefList | null | undefined {
  if (entry === 'any') return policy;
  if (policy === 'any') return [entry];
  const own = ranges.ofList(policy);
  const side = ranges.of(entry);
  if (!own || !side) return undefined;
  if (within(own, side)) return policy;
  return overlaps(own, side) ? undefined : null;
}

function push(
  ctx: WatchGuardContext,
  policy: TPolicy,
  suffix: string,
  srcIntf: TRefList,
  dstIntf: TRefList,
  src: TRefList,
  dst: TRefList,
  translatedSrc: TNatTranslation,
): void {
  ctx.model.nat.push({
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
  });
}

/** The one-address pool of a policy's "Set source IP". */
function pool(ctx: WatchGuardContext, ip: string, policy: TPolicy): string {
  const name = `pool-${ip}`;
  if (!ctx.model.ipPools.some((p) => p.name === name))
    ctx.model.ipPools.push({ name, origin: policy.origin, start: ip, end: ip, type: 'overload' });
  return name;
}
