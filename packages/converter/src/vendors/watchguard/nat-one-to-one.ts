import type { TPolicy } from '../../model/ir.js';
import { formatIpv4, parseIpv4, prefixRange } from '../../net/ipv4.js';
import { dottedMaskPrefix } from '../toolkit/vendor-context.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import { interfacesOf } from './aliases.js';
import { textOf, type WatchGuardContext } from './context.js';
import { AddressRanges, overlaps, type TRange } from './ranges.js';

interface TOneToOne {
  external: string;
  real: string;
  range: TRange[];
}

/**
 * `<one-to-one-nat-list>`: each entry maps an external base to a real base on an interface, one
 * address to one (a host, or a network of the same size: `<addr-type>` 1 host, 2 network with
 * `<netmask>`; verify). It applies both ways (WatchGuard Fireware Help, "About 1-to-1 NAT"): a
 * static NAT rule in, and a one-to-one pool out (ahead of dynamic NAT, which it takes precedence
 * over). Fireware policies for inbound traffic name the external
 * address; the model's policies match real addresses, so a policy destination that is exactly
 * an external base is rewritten to its real base, and one that only overlaps it is left out.
 */
export function readOneToOneNat(
  ctx: WatchGuardContext,
  list: TXmlNode,
  oneToOneOff: ReadonlySet<string>,
): void {
  const entries: TOneToOne[] = [];
  list.children.forEach((node, index) => {
    const id = textOf(node, 'name') || `1to1-${index + 1}`;
    const type = textOf(node, 'addr-type');
    const prefix =
      type === '1' ? 32 : type === '2' ? dottedMaskPrefix(textOf(node, 'netmask')) : undefined;
    const natBase = textOf(node, 'nat-base');
    const realBase = textOf(node, 'real-base');
    const intf = interfacesOf(ctx, textOf(node, 'interface') || 'Any');
    if (
      prefix === undefined ||
      parseIpv4(natBase) === undefined ||
      parseIpv4(realBase) === undefined ||
      !intf
    ) {
      ctx.report(
        'unsupported',
        'NAT',
        node,
        'WG_1TO1',
        `1-to-1 NAT ${id}: a range, an IPv6 base or an interface the converter cannot read; not converted. Create a static NAT VIP by hand.`,
        id,
      );
      return;
    }
    const origin = ctx.take(node);
    const suffix = prefix === 32 ? '' : `/${prefix}`;
    const external = ctx.literalAddress(`${natBase}${suffix}`, origin) ?? natBase;
    const real = ctx.literalAddress(`${realBase}${suffix}`, origin) ?? realBase;
    ctx.model.nat.push({
      id,
      origin,
      section: 1,
      type: 'static',
      srcIntf: intf,
      dstIntf: 'any',
      src: 'any',
      dst: [external],
      service: 'any',
      translatedSrc: { kind: 'none' },
      translatedDst: { kind: 'address', ref: real },
      bidirectional: false,
      enabled: true,
    });
    // The other direction: the real base leaves as the external base, one address to one.
    const [low, high] = prefixRange(natBase, prefix);
    const pool = `pool-${id}`;
    ctx.model.ipPools.push({
      name: pool,
      origin,
      start: formatIpv4(low),
      end: formatIpv4(high),
      type: 'one-to-one',
    });
    ctx.model.nat.push({
      id: `${id}-out`,
      origin,
      section: 1,
      type: 'static',
      srcIntf: 'any',
      dstIntf: intf,
      src: [real],
      dst: 'any',
      service: 'any',
      translatedSrc: { kind: 'pool', pool },
      translatedDst: { kind: 'none' },
      bidirectional: false,
      enabled: true,
    });
    entries.push({ external, real, range: [] });
  });
  if (entries.length === 0) return;
  const ranges = new AddressRanges(ctx.model);
  for (const entry of entries) entry.range = ranges.of(entry.external) ?? [];
  for (const policy of ctx.model.policies)
    rewrite(policy, entries, ranges, oneToOneOff.has(policy.id));
}

function rewrite(policy: TPolicy, entries: TOneToOne[], ranges: AddressRanges, off: boolean): void {
  if (policy.dstAddr === 'any') return;
  policy.dstAddr = policy.dstAddr.map((name) => {
    const own = ranges.of(name);
    for (const entry of entries) {
      if (!own || !overlaps(own, entry.range)) continue;
      const exact =
        own.length === 1 &&
        entry.range.length === 1 &&
        own[0]?.[0] === entry.range[0]?.[0] &&
        own[0]?.[1] === entry.range[0]?.[1];
      if (exact && !off) return entry.real;
      (policy.membersLeftOut ??= []).push(
        off
          ? `destination ${name}: a 1-to-1 NAT external address in a policy with 1-to-1 NAT off`
          : `destination ${name}: partly a 1-to-1 NAT external address (${entry.external})`,
      );
    }
    return name;
  });
}
