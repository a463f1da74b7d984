import type { TNatRule, TPolicy, TRefList } from '../../model/ir.js';
import { parseIpv4, prefixRange } from '../../net/ipv4.js';
import type { ScreenOsContext } from './context.js';
import type { TBuiltPolicy } from './policies.js';

/** The zone of the interface a destination routes to (connected networks, then static routes). */
function zoneForIp(ctx: ScreenOsContext, ip: string): string | undefined {
  const value = parseIpv4(ip) ?? 0;
  let best: { prefix: number; iface: string } | undefined;
  const consider = (net: string, prefix: number, iface: string | undefined) => {
    const [low, high] = prefixRange(net, prefix);
    if (iface && value >= low && value <= high && (!best || prefix > best.prefix))
      best = { prefix, iface };
  };
  for (const iface of ctx.model.interfaces)
    if (iface.addressing.mode === 'static')
      for (const a of iface.addressing.addresses) consider(a.ip, a.prefix, iface.name);
  for (const route of ctx.model.routes) consider(route.dst.ip, route.dst.prefix, route.device);
  const iface = best ? ctx.model.interfaces.find((i) => i.name === best?.iface) : undefined;
  return iface?.zone;
}

/**
 * Policy NAT as central NAT rules, in policy order: `nat dst` becomes a VIP (the policy then
 * matches the real destination, in the real server's zone); `nat src` (interface or DIP) and the
 * implicit source NAT of NAT-mode interfaces towards Untrust become SNAT rows. Permit policies
 * that translate nothing get a no-NAT row where a later row could otherwise catch their traffic.
 */
export function buildPolicyNat(ctx: ScreenOsContext, built: TBuiltPolicy[]): void {
  const rows: TNatRule[] = [];
  const untrust = ctx.model.zones.find((z) => z.name.toLowerCase() === 'untrust')?.name;
  for (const { policy, head, from, to, tunnel } of built) {
    if (policy.action !== 'accept') continue;
    const origin = policy.origin;
    const base = {
      origin,
      section: 2,
      srcIntf: policy.srcIntf,
      dstIntf: policy.dstIntf,
      src: policy.srcAddr,
      service: policy.service,
      bidirectional: false,
      enabled: policy.enabled,
    };
    if (head.nat?.dst) destinationNat(ctx, policy, head.nat.dst, from);
    const dip = head.nat?.src?.dip;
    const dipEntry = dip ? ctx.dips.get(dip) : undefined;
    if (dip && !dipEntry) {
      ctx.note(
        'policies',
        policy.id,
        'partial',
        'SOS_DIP_UNKNOWN',
        `DIP ${dip} is not defined: the source is not translated.`,
      );
      continue;
    }
    // A tunnel policy's traffic must reach the peer with the addresses its selectors name.
    const zoneNat =
      !tunnel &&
      !head.nat?.src &&
      from !== undefined &&
      to !== undefined &&
      to === untrust &&
      ctx.model.interfaces.some((i) => i.zone === from && ctx.natMode.has(i.name));
    if (dipEntry) dipEntry.used = true;
    const translation = dipEntry
      ? { kind: 'pool' as const, pool: dipEntry.address }
      : head.nat?.src || zoneNat
        ? { kind: 'interface' as const }
        : undefined;
    rows.push({
      ...base,
      id: `policy:${policy.id}`,
      type: translation ? 'dynamic' : 'identity',
      dst: policy.dstAddr,
      translatedSrc: translation ?? { kind: 'none' },
      translatedDst: { kind: 'none' },
    });
    if (zoneNat) noteZoneNat(ctx, policy.id, from ?? '', to ?? '');
  }
  // A row that translates nothing only matters before a translating row its traffic could reach.
  // One backward pass: the interfaces of the translating rows seen so far answer each row.
  const later = new LaterTranslations();
  const keep = new Array<boolean>(rows.length);
  for (let index = rows.length - 1; index >= 0; index--) {
    const row = rows[index] as TNatRule;
    if (row.type !== 'identity') {
      keep[index] = true;
      later.add(row.srcIntf, row.dstIntf);
    } else keep[index] = later.reaches(row.srcIntf, row.dstIntf);
  }
  const kept = rows.filter((_, index) => keep[index]);
  ctx.model.nat.push(...kept);
}

/** The implicit NAT-mode row, and the tunnels of the Untrust zone it also translates into. */
function noteZoneNat(ctx: ScreenOsContext, id: string, from: string, to: string): void {
  ctx.note(
    'policies',
    id,
    'converted',
    'SOS_NAT_MODE_SNAT',
    `Traffic from NAT-mode interfaces of ${from} to Untrust is source-translated to the egress interface address (central SNAT row).`,
  );
  const phase1s = new Set(ctx.model.phase1.map((p) => p.name));
  const tunnels = ctx.model.zones
    .find((z) => z.name === to)
    ?.interfaces.filter((i) => phase1s.has(i));
  if (tunnels?.length)
    ctx.note(
      'policies',
      id,
      'partial',
      'SOS_NAT_MODE_TUNNEL',
      `Zone ${to} also holds the tunnel interface${tunnels.length > 1 ? 's' : ''} ${tunnels.join(', ')}: the row translates traffic into the tunnel too, to the tunnel interface's address (an unnumbered tunnel has none). If the peer expects the original addresses (its proxy-ids), add a no-NAT row for the tunnel above it.`,
    );
}

/**
 * The interface pairs of translating rows, for "does a row on these interfaces overlap one of
 * them" (`any` overlaps everything; two lists overlap when they share a name).
 */
class LaterTranslations {
  private count = 0;
  /** A row with `any` on both sides. */
  private anyBoth = false;
  /** Source names of rows, whatever their destination; destination names likewise. */
  private readonly srcNames = new Set<string>();
  private readonly dstNames = new Set<string>();
  /** Rows with `any` source: whether one has any destination too, and their destination names. */
  private anySrc = false;
  private readonly dstOfAnySrc = new Set<string>();
  private anyDst = false;
  private readonly srcOfAnyDst = new Set<string>();
  /** Rows with lists on both sides: source name -> destination names. */
  private readonly pairs = new Map<string, Set<string>>();

  add(src: TRefList, dst: TRefList): void {
    this.count++;
    if (src === 'any') this.anySrc = true;
    else for (const name of src) this.srcNames.add(name);
    if (dst === 'any') this.anyDst = true;
    else for (const name of dst) this.dstNames.add(name);
    if (src === 'any' && dst === 'any') this.anyBoth = true;
    else if (src === 'any') for (const name of dst as string[]) this.dstOfAnySrc.add(name);
    else if (dst === 'any') for (const name of src) this.srcOfAnyDst.add(name);
    else
      for (const s of src) {
        let set = this.pairs.get(s);
        if (!set) this.pairs.set(s, (set = new Set()));
        for (const d of dst) set.add(d);
      }
  }

  /** True when some added pair overlaps `src` and `dst`. */
  reaches(src: TRefList, dst: TRefList): boolean {
    if (this.count === 0) return false;
    if (this.anyBoth) return true;
    if (src === 'any' && dst === 'any') return true;
    if (src === 'any') return this.anyDst || (dst as string[]).some((d) => this.dstNames.has(d));
    if (dst === 'any') return this.anySrc || src.some((s) => this.srcNames.has(s));
    return (
      src.some((s) => this.srcOfAnyDst.has(s)) ||
      dst.some((d) => this.dstOfAnySrc.has(d)) ||
      src.some((s) => {
        const set = this.pairs.get(s);
        return set !== undefined && dst.some((d) => set.has(d));
      })
    );
  }
}

function destinationNat(
  ctx: ScreenOsContext,
  policy: TPolicy,
  dst: { ip: string; to?: string; port?: number },
  from?: string,
): void {
  const origin = policy.origin;
  const id = `policy-dnat:${policy.id}`;
  const real = dst.to
    ? ctx.valueAddress({ start: dst.ip, end: dst.to }, origin)
    : ctx.valueAddress({ ip: dst.ip, prefix: 32 }, origin);
  const original = policy.dstAddr;
  if (original === 'any' || original.length !== 1 || !original[0]) {
    ctx.note(
      'policies',
      policy.id,
      'unsupported',
      'SOS_DNAT_TARGETS',
      'Destination NAT of several or any destinations is not converted: the policy keeps its original destination.',
    );
    return;
  }
  const ingress = ctx.model.interfaces.filter((i) => i.zone !== undefined && i.zone === from);
  const rule: TNatRule = {
    id,
    origin,
    section: 2,
    type: 'static',
    srcIntf: 'any',
    dstIntf: ingress.length === 1 && ingress[0] ? [ingress[0].name] : 'any',
    src: [real],
    dst: 'any',
    service: 'any',
    translatedSrc: { kind: 'address', ref: original[0] },
    translatedDst: { kind: 'none' },
    bidirectional: false,
    enabled: policy.enabled,
  };
  if (dst.port !== undefined) {
    const service =
      policy.service === 'any'
        ? undefined
        : ctx.model.services.find((s) => s.name === policy.service[0]);
    const term = service?.terms[0];
    if (
      policy.service === 'any' ||
      policy.service.length !== 1 ||
      !term ||
      (term.protocol !== 'tcp' && term.protocol !== 'udp')
    ) {
      ctx.note(
        'policies',
        policy.id,
        'partial',
        'SOS_DNAT_PORT',
        `Port translation to ${dst.port} needs one TCP or UDP service: the VIP translates the address only.`,
      );
    } else {
      rule.service = [
        ctx.inlineService(
          `${term.protocol}-${dst.port}`,
          [{ protocol: term.protocol, dst: [[dst.port, dst.port]] }],
          origin,
        ),
      ];
      rule.translatedService = service?.name;
    }
  }
  ctx.model.nat.push(rule);
  // FortiOS matches policies after destination NAT: the real server, in its own zone.
  policy.dstAddr = [real];
  const zone = zoneForIp(ctx, dst.ip);
  if (zone) policy.dstIntf = [zone];
  ctx.note(
    'policies',
    policy.id,
    zone ? 'converted' : 'partial',
    'SOS_POLICY_DNAT',
    zone
      ? `Destination NAT to ${dst.to ? `${dst.ip}-${dst.to}` : dst.ip}: the policy matches the real server in zone ${zone} (FortiOS routes after DNAT).`
      : `Destination NAT to ${dst.ip}: no route tells the real server's zone, so the to-zone is kept; check it.`,
  );
}
